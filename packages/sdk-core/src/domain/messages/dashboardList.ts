/** Texts of My Deliveries' tabs, live map and pager (part 2 §2.1). */
export const dashboardListMessages = {
  /** The active view's tab (part 2 §2.1 'Active `{product}s` (count)'); see `fillNames`. */
  dashboardTabActive: 'Active {product}s',
  /** The shared view's tab (part 2 §2.1). */
  dashboardTabShared: 'Shared {product}s',
  /** The done view's tab (part 2 §2.1). */
  dashboardTabDone: 'Done {product}s',
  /** A tab with its count once known (part 2 §2.1 'Active `{product}s` (count)'); see `fillText`. */
  dashboardTabCount: '{tab} ({count})',

  // The live map (part 2 §2.1 'A sticky map with a Hide/Show Map toggle')
  /** The live map's toggle while the map is shown (part 2 §2.1's words). */
  dashboardHideMap: 'Hide Map',
  /** The live map's toggle while the map is hidden (part 2 §2.1's words). */
  dashboardShowMap: 'Show Map',
  /** The accessible name of the live map (ours); see `fillNames`. */
  dashboardMapLabel: 'Live map of {product}s',
  /**
   * The live map's driver finder, for keyboard and screen-reader users (our words,
   * docs/decisions/maps-and-places.md#the-live-maps-drivers).
   */
  dashboardMapFindDriver: 'Find a driver',

  // The pager (part 2 §2.1 'Pagination', §9): our words, the spec gives only 'x-y of total'
  /** The accessible name of the pager's navigation landmark (ours). */
  dashboardPager: 'Pages',
  /** The label of the page size select: 25, 50, 75 or 100 (ours). */
  dashboardPageSize: 'Rows per page',
  /** The pager's button to the previous page (ours). */
  dashboardPreviousPage: 'Previous page',
  /** The pager's button to the next page (ours). */
  dashboardNextPage: 'Next page',
} as const
