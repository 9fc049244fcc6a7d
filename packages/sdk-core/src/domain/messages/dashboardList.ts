/** Texts of the My Deliveries tabs (part 2 §2.1). */
export const dashboardListMessages = {
  /** The active view's tab (part 2 §2.1 'Active `{product}s` (count)'); see `fillNames`. */
  dashboardTabActive: 'Active {product}s',
  /** The shared view's tab (part 2 §2.1). */
  dashboardTabShared: 'Shared {product}s',
  /** The done view's tab (part 2 §2.1). */
  dashboardTabDone: 'Done {product}s',
  /** A tab with its count once known (part 2 §2.1 'Active `{product}s` (count)'); see `fillText`. */
  dashboardTabCount: '{tab} ({count})',
} as const
