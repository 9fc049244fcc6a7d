/** Texts of the delivery-type chooser and the page chrome (part 1 §2 'Delivery-type chooser', 'Page chrome'). */
export const chromeMessages = {
  // The delivery-type chooser's columns and options (part 1 §2 'Delivery-type chooser')
  /** Chooser column (part 1 §2 'Delivery-type chooser'). */
  localDelivery: 'Local Delivery',
  /** Chooser column (part 1 §2 'Delivery-type chooser'). */
  intercityDelivery: 'Intercity Delivery',
  /** Chooser column, shown only when valet is enabled (part 1 §2 'Delivery-type chooser'). */
  valetService: 'Valet Service',
  /** Chooser option of the valet column (part 1 §2 'Delivery-type chooser'). */
  valet: 'Valet',
  /** Chooser option of the valet column (part 1 §2 'Delivery-type chooser'). */
  vehicleSwap: 'Vehicle Swap',

  // Our words where the spec states a rule without a text (docs/decisions/onboarding-and-portal-chrome.md)
  /** Label of a single delivery in the chooser (part 1 §2 names the option only). */
  singleDelivery: 'Single Delivery',
  /** Label of a batch with many drop-offs in the chooser, after the batch screen's title (part 2 §2.4). */
  batchManyDropOffs: 'Batch (Many Drop Offs)',
  /** Label of a batch with many pickups in the chooser, after the batch screen's title (part 2 §2.4). */
  batchManyPickups: 'Batch (Many Pickups)',
  /** The chooser's new-batch-template alert (part 1 §2 'Delivery-type chooser', §9: the spec does not quote it). */
  newBatchTemplate:
    'New: an updated batch template is available. Download it from the batch screens before your next upload.',
  /** Tooltip of a single delivery in the chooser (part 1 §2: "Tooltips explain each option"). */
  singleDeliveryTooltip: 'One pickup and one drop-off, booked on their own.',
  /** Tooltip of a batch with many drop-offs in the chooser (part 1 §2). */
  oneToManyTooltip: 'One pickup location sending to many drop-offs, uploaded from a spreadsheet.',
  /** Tooltip of a batch with many pickups in the chooser (part 1 §2). */
  manyToOneTooltip: 'Many pickup locations delivering to one drop-off, uploaded from a spreadsheet.',
  /** Tooltip of Valet in the chooser (part 1 §2). */
  valetTooltip: "A driver collects a customer's vehicle and drives it to where it needs to go.",
  /** Tooltip of Vehicle Swap in the chooser (part 1 §2). */
  vehicleSwapTooltip: 'A driver delivers one vehicle and brings another one back in the same trip.',

  // Our words for the chooser's and the chrome's own names and notices (none given by the spec)
  /** The name of the tabs' navigation landmark. */
  mainNavigation: 'Main',
  /** The chooser's support line, before the support email link. */
  supportIntro: 'Need help? Contact support at',
  /** The chooser's support line, between the email and phone links. */
  supportOr: 'or',

  // The page chrome (part 1 §2 'Page chrome')
  /** The top bar's link to the summary; `{count}` is the number of deliveries in the order. */
  orderSummaryCount: 'Order Summary: {count}',
  /** The chooser's tab; see `fillNames`. */
  tabMakeDelivery: 'Make a {brand} delivery',
  /** The dashboard's tab. */
  tabMyDeliveries: 'My Deliveries',
  /** The account page's tab. */
  tabMyAccount: 'My Account',
  /** The contacts screen's tab, and the caption of its contacts table. */
  tabContacts: 'Contacts',
  /** The user menu's entry that logs out (part 1 §2 'Page chrome'). */
  logout: 'Logout',
  /** The user menu's name while the account is not loaded (our words: the menu is named by the user's name). */
  accountMenu: 'Account menu',
} as const
