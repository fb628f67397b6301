/** The collections of a sync answer other than beaches, all empty: a feed test adds what it needs. */
export const NO_OTHER_ROWS = {
  waterQuality: [],
  waterQualityHistory: [],
  parking: [],
  eateries: [],
  walkingRoutes: [],
  blogPosts: [],
};
