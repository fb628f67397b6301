import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Beach } from '../../../domain/beaches/beach.ts';
import type { Eatery } from '../../data/queries/get-eateries.ts';
import type { Parking } from '../../data/queries/get-parking.ts';
import { buildApiBeach } from '../../testing/factories.ts';
import { renderRoute } from '../../testing/render-route.tsx';
import { server } from '../../testing/server.ts';

// The Leaflet map is another feature's, with its own tests; here a stand-in keeps jsdom light.
vi.mock('../../ui/map/lazy-beach-map.tsx', () => ({
  LazyBeachMap: ({ label }: { label?: string }) => <section aria-label={label}>map</section>,
}));

const croyde = buildApiBeach({
  id: 7,
  slug: 'croyde-beach',
  name: 'Croyde Bay',
  location: 'North Devon',
  description: 'Golden sand. **Dogs are banned in summer.**',
  accessType: 'seasonal',
  dogAccessStatus: 'seasonal_ban',
  dogRestrictionStart: '05-01',
  dogRestrictionEnd: '09-30',
  dogRestrictionHours: '24hr',
  // biome-ignore format: one source, kept to a line
  dogRules: [{ kind: 'no-dogs', zone: null, period: { from: '05-01', to: '09-30' }, hours: 'all-day', evidence: [
    { kind: 'council-page', title: 'Dog control orders', url: 'https://council.example/order', published: '2023', seen: null, expires: null, says: null },
  ] }],
  validationSourceUrl: 'https://council.example/order',
  validationConfidence: 'medium',
  nearestBathingWater: { name: 'Downend', distanceM: 800 },
});

const carPark = (overrides: Partial<Parking>): Parking => ({
  id: 1,
  beachId: 7,
  name: 'Car park',
  owner: null,
  availability: null,
  location: null,
  cost: null,
  paymentMethods: [],
  capacity: null,
  heightRestriction: null,
  openingHours: null,
  specialNotes: null,
  distanceToBeach: null,
  latitude: null,
  longitude: null,
  ...overrides,
});

const notFound = (message: string) =>
  HttpResponse.json({ error: { code: 'not_found', message } }, { status: 404 });

const TOMS_REVIEW = {
  id: 1,
  rating: 4,
  reviewText: 'Great in winter.',
  reviewerName: 'Tom H.',
  visitDate: '2026-01-17',
  createdAt: '2026-01-18T10:00:00Z',
};

const eatery = (overrides: Partial<Eatery>): Eatery => ({
  id: 1,
  beachId: 7,
  name: 'Cafe',
  venueType: 'cafe',
  cuisine: null,
  address: null,
  latitude: null,
  longitude: null,
  website: null,
  phone: null,
  email: null,
  dogFriendly: true,
  dogFriendlyNotes: null,
  distanceKm: null,
  lastVerifiedAt: null,
  sourceUrl: null,
  notes: null,
  ...overrides,
});

/** The API as it is today: the beach and its data, with no walks shared yet (tides need no API). */
const NEAREST_WATER =
  'The nearest Environment Agency bathing water is Downend, 800 m away; this beach is not sampled itself';

function serveBeach(
  beach: Beach,
  {
    parking = [] as Parking[] | 'error',
    reviews = [TOMS_REVIEW] as (typeof TOMS_REVIEW)[],
    eateries = [] as Eatery[],
  } = {},
) {
  server.use(
    http.get('/api/beaches/:identifier', ({ params }) =>
      params.identifier === beach.slug || params.identifier === String(beach.id)
        ? HttpResponse.json(beach)
        : notFound('Beach not found'),
    ),
    http.get(`/api/beaches/${beach.id}/parking`, () =>
      parking === 'error' ? new HttpResponse('boom', { status: 500 }) : HttpResponse.json(parking),
    ),
    // No record held: an answer, `null`; the page names the nearest bathing water from the beach.
    http.get(`/api/beaches/${beach.id}/water-quality`, () => HttpResponse.json(null)),
    http.get(`/api/beaches/${beach.id}/eateries`, () => HttpResponse.json(eateries)),
    http.get(`/api/beaches/${beach.id}/reviews`, () =>
      HttpResponse.json(reviews.map((r) => ({ ...r, beachId: beach.id }))),
    ),
    http.get(`/api/beaches/${beach.id}/community-photos`, () => notFound('Not found')),
    // Both tabs' panels are in the page (beach-tabs.tsx): the walks are asked with it.
    http.get(`/api/beaches/${beach.id}/routes`, () => HttpResponse.json([])),
    // Every beach, for the nearest time to go with a dog elsewhere (plan/): this one alone.
    http.get('/api/beaches', () => HttpResponse.json([beach])),
    http.get(`/api/beaches/${beach.id}/feedback`, () => notFound('Not found')),
  );
}

// Load the lazily routed page once up front, so no single test pays for its first transform.
beforeAll(async () => {
  await import('./beach-page.tsx');
}, 60_000);

beforeEach(() => {
  // Only Date is faked, so timers (and the app's data fetching) run normally: mid-July, 13:00 in London.
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-07-15T12:00:00Z'));
});
afterEach(() => vi.useRealTimers());

describe('BeachPage', () => {
  it('shows the beach, the dog line for right now and where the rule comes from', async () => {
    serveBeach(croyde);
    renderRoute('/beach/croyde-beach');
    expect(await screen.findByRole('heading', { level: 1, name: 'Croyde Bay' })).toBeInTheDocument();
    expect(screen.getByTestId('dog-now')).toHaveTextContent('Dogs banned all day until 30 Sep');
    const lead = screen.getByRole('region', { name: 'Dogs on this beach right now' });
    expect(lead).toHaveTextContent('From the council, not yet checked on site');
    // Nobody has read the page since last season, and the ban is in force: check the signs.
    expect(lead).toHaveTextContent('Not confirmed for this season — check the signs');
    const [rule] = within(screen.getByRole('list', { name: 'Dog rules' })).getAllByRole('listitem');
    expect(rule).toHaveTextContent('Council web page, 2023 — the day we read it is not recorded');
    expect(within(rule).getByRole('link', { name: /Dog control orders/ })).toHaveAttribute(
      'href',
      'https://council.example/order',
    );
    // The description's markup becomes elements, not stars.
    expect(screen.getByText('Dogs are banned in summer.').tagName).toBe('STRONG');
    expect(await screen.findByText('Tom H.')).toBeInTheDocument();
  });

  it('sets the title, canonical /beach/{slug} and JSON-LD for a Beach and its breadcrumbs', async () => {
    serveBeach(croyde);
    renderRoute('/beach/7');
    await screen.findByRole('heading', { level: 1, name: 'Croyde Bay' });
    await waitFor(() => expect(document.title).toBe('Croyde Bay | Devon Dog Beaches'));
    expect(document.querySelector('link[rel="canonical"]')).toHaveAttribute(
      'href',
      `${window.location.origin}/beach/croyde-beach`,
    );
    const script = document.querySelector('script[type="application/ld+json"]');
    const [place, crumbs] = JSON.parse(script?.textContent ?? '[]');
    expect(place).toMatchObject({
      '@type': 'Beach',
      name: 'Croyde Bay',
      geo: { '@type': 'GeoCoordinates', latitude: 50.3, longitude: -3.8 },
      address: { '@type': 'PostalAddress', addressLocality: 'North Devon', addressCountry: 'GB' },
    });
    expect(crumbs['@type']).toBe('BreadcrumbList');
    expect(crumbs.itemListElement.map((item: { name: string }) => item.name)).toEqual([
      'Home',
      'Beaches',
      'Croyde Bay',
    ]);
  });

  it('says when there is no official parking', async () => {
    serveBeach(croyde, { parking: [] });
    renderRoute('/beach/croyde-beach');
    expect(
      await screen.findByText('No official parking information available for Croyde Bay'),
    ).toBeInTheDocument();
  });

  it('lists car parks with owner, cost, distance and the prices note', async () => {
    serveBeach(croyde, {
      parking: [
        carPark({
          id: 1,
          name: 'Baggy Point',
          owner: 'National Trust',
          cost: '£6 a day',
          distanceToBeach: 400,
        }),
        carPark({
          id: 2,
          name: 'Village car park',
          owner: 'North Devon Council',
          paymentMethods: ['Card', 'Cash'],
          capacity: 120,
          distanceToBeach: 1250,
        }),
      ],
    });
    renderRoute('/beach/croyde-beach');
    const first = (await screen.findByRole('heading', { name: 'Baggy Point' })).closest('li') as HTMLElement;
    expect(within(first).getByText('National Trust')).toBeInTheDocument();
    expect(within(first).getByText('£6 a day')).toBeInTheDocument();
    expect(within(first).getByText('400 m')).toBeInTheDocument();
    const second = screen.getByRole('heading', { name: 'Village car park' }).closest('li') as HTMLElement;
    expect(within(second).getByText('1.3 km')).toBeInTheDocument();
    expect(within(second).getByText('Card, Cash')).toBeInTheDocument();
    expect(within(second).getByText('120')).toBeInTheDocument();
    expect(screen.getByText(/2025 prices/)).toBeInTheDocument();
  });

  it('shows the parking error state when the call fails', async () => {
    serveBeach(croyde, { parking: 'error' });
    renderRoute('/beach/croyde-beach');
    expect(await screen.findByText('Unable to load parking information')).toBeInTheDocument();
  });

  it('explains missing water quality, and predicts the tides itself', async () => {
    serveBeach(croyde);
    renderRoute('/beach/croyde-beach');
    expect(await screen.findByText('Water quality data unavailable')).toBeInTheDocument();
    expect(await screen.findByText(`${NEAREST_WATER}.`)).toBeInTheDocument();
    expect(await screen.findByRole('list', { name: 'High and low water' })).toBeInTheDocument();
    expect(await screen.findByText('No community photos yet')).toBeInTheDocument();
  });

  it('before anyone has reviewed it: no rating anywhere, not even to search engines, and an invitation', async () => {
    serveBeach(croyde, { reviews: [] });
    renderRoute('/beach/croyde-beach');
    await screen.findByRole('heading', { level: 1, name: 'Croyde Bay' });
    expect(
      await screen.findByText(/Nobody has reviewed Croyde Bay yet\. Been here with your dog\?/),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute(
      'href',
      '/auth?returnTo=%2Fbeach%2Fcroyde-beach',
    );
    expect(document.body).not.toHaveTextContent(/No reviews|\b0 reviews|\(0\)/);
    const [place] = JSON.parse(
      document.querySelector('script[type="application/ld+json"]')?.textContent ?? '[]',
    );
    expect(place).not.toHaveProperty('aggregateRating');
  });

  it('says "not known" for an amenity nobody has found out, and a check date only with its source', async () => {
    serveBeach(
      { ...croyde, hasParking: true, hasFreshWater: null, hasLifeguards: false },
      {
        eateries: [
          eatery({ id: 1, name: 'The Thatch', lastVerifiedAt: '2026-11-21' }),
          eatery({
            id: 2,
            name: 'The Chichester Arms',
            lastVerifiedAt: '2026-11-21',
            sourceUrl: 'https://pub.example',
          }),
        ],
      },
    );
    renderRoute('/beach/croyde-beach');
    const facilities = within(
      (await screen.findByRole('heading', { name: 'Facilities' })).closest(
        '.chakra-card__root',
      ) as HTMLElement,
    );
    expect(facilities.getByText('Fresh water').closest('li')).toHaveTextContent('Fresh water: Not known');
    expect(facilities.getByText('Lifeguards').closest('li')).toHaveTextContent('Lifeguards: no');
    expect(facilities.getByText('Parking').closest('li')).toHaveTextContent('Parking: yes');
    const sourced = (await screen.findByRole('heading', { name: 'The Chichester Arms' })).closest(
      'li',
    ) as HTMLElement;
    expect(sourced).toHaveTextContent('Last verified 21 Nov 2026 against its source');
    expect(within(sourced).getByRole('link', { name: 'its source' })).toHaveAttribute(
      'href',
      'https://pub.example',
    );
    const unsourced = screen.getByRole('heading', { name: 'The Thatch' }).closest('li') as HTMLElement;
    expect(unsourced).not.toHaveTextContent(/verified|2026/);
  });

  it('shows Beach Not Found when the API has no such beach', async () => {
    serveBeach(croyde);
    renderRoute('/beach/no-such-beach');
    expect(await screen.findByRole('heading', { level: 1, name: 'Beach Not Found' })).toBeInTheDocument();
    expect(screen.getByText("The beach you're looking for doesn't exist.")).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Back to beaches/ })).toHaveAttribute('href', '/beaches');
  });
});
