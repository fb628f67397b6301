/**
 * Every TanStack Query key the PWA uses, in one tree. A key's prefix is the key of everything
 * under it, so `invalidateQueries({ queryKey: queryKeys.beaches.root })` reaches every
 * beach-scoped query, `queryKeys.beaches.lists` every list of beaches, and
 * `queryKeys.beaches.of(id)` everything a beach's page shows besides the beach itself.
 * Identifiers are stored as strings, so `12` and `'12'` name the same entry.
 */
type Id = number | string;

const beachesRoot = ['beaches'] as const;
const beachLists = [...beachesRoot, 'list'] as const;
const beachDetails = [...beachesRoot, 'detail'] as const;
const ofBeach = (beachId: Id) => [...beachesRoot, 'of', String(beachId)] as const;
const waterQualityRoot = ['water-quality'] as const;
const blogRoot = ['blog'] as const;
const myRoot = ['my'] as const;
const tidesRoot = ['tides'] as const;

export const queryKeys = {
  beaches: {
    root: beachesRoot,
    /** The whole directory and every page of the listing. */
    lists: beachLists,
    all: [...beachLists, 'all'] as const,
    featured: [...beachLists, 'featured'] as const,
    index: [...beachLists, 'index'] as const,
    page: (search: URLSearchParams | string) => [...beachLists, 'page', String(search)] as const,
    /** Every beach fetched on its own, by id or slug (as the address names it). */
    details: beachDetails,
    detail: (idOrSlug: Id) => [...beachDetails, String(idOrSlug)] as const,
    /** Everything about one beach that is not the beach row itself. */
    of: ofBeach,
    reviews: (beachId: Id) => [...ofBeach(beachId), 'reviews'] as const,
    waterQuality: (beachId: Id) => [...ofBeach(beachId), 'water-quality'] as const,
    parking: (beachId: Id) => [...ofBeach(beachId), 'parking'] as const,
    eateries: (beachId: Id) => [...ofBeach(beachId), 'eateries'] as const,
    routes: (beachId: Id) => [...ofBeach(beachId), 'routes'] as const,
    photos: (beachId: Id) => [...ofBeach(beachId), 'community-photos'] as const,
    feedback: (beachId: Id) => [...ofBeach(beachId), 'feedback'] as const,
    /** The nearest beach with a best time to go on a day this one has none (issue #31). */
    nearestWindow: (beachId: Id, date: string) => [...ofBeach(beachId), 'nearest-window', date] as const,
  },
  waterQuality: {
    root: waterQualityRoot,
    /** The current record of every beach that has one. */
    all: [...waterQualityRoot, 'all'] as const,
    history: (days: number) => [...waterQualityRoot, 'history', days] as const,
  },
  blog: {
    root: blogRoot,
    /** The published posts: the blog page and the home page's latest posts share it. */
    list: [...blogRoot, 'list'] as const,
    post: (slug: string) => [...blogRoot, 'post', slug] as const,
  },
  tides: {
    root: tidesRoot,
    day: (lat: string, lng: string, date: string) => [...tidesRoot, 'day', lat, lng, date] as const,
    station: (lat: string, lng: string) => [...tidesRoot, 'station', lat, lng] as const,
    curve: (lat: string, lng: string, date: string) => [...tidesRoot, 'curve', lat, lng, date] as const,
  },
  /** The signed-in user's own things: dropped at sign-out. */
  my: {
    root: myRoot,
    reviews: [...myRoot, 'reviews'] as const,
    photos: [...myRoot, 'photos'] as const,
    feedback: [...myRoot, 'feedback'] as const,
    favourites: [...myRoot, 'favourites'] as const,
    /** Whether the user has a private calendar address (never the address). */
    calendarFeed: [...myRoot, 'calendar-feed'] as const,
  },
  auth: {
    user: ['auth', 'user'] as const,
  },
  config: ['config'] as const,
  /** Reminders on this phone: the server's push key, and whether this browser is subscribed. */
  push: {
    config: ['push', 'config'] as const,
    thisPhone: ['push', 'this-phone'] as const,
  },
} as const;
