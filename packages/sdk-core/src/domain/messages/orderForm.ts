/** Texts of the single delivery form, its location details and the valet form (part 1 §2; part 2 §2.3, §4.4). */
export const orderFormMessages = {
  // The spec's words (part 1 §2 'Single delivery form', 'Valet and vehicle-swap form'; part 2 §2.3)
  /** The forms' heading; see `fillNames` (part 1 §2: "What's the delivery??"). */
  orderFormHeading: "What's the {product}??",
  /** The single form's label for an intercity trip (part 1 §2). */
  shipmentDetailsIntercity: 'Shipment details (Intercity)',
  /** The single form's label for a local trip (part 1 §2). */
  shipmentDetailsLocal: 'Shipment details (Local)',
  /** The valet form's subtitle (part 1 §2). */
  valetServiceDetails: 'Valet Service Details:',
  /** The valet form's subtitle for a vehicle swap (part 1 §2). */
  vehicleSwapServiceDetails: 'Vehicle Swap Service Details:',
  /** The valet form's description label (part 1 §2; part 2 §2.3). */
  valetInstructions: 'Valet Instructions *',
  /** The forms' save button (part 1 §2; part 2 §2.3). */
  goToOrderSummary: 'Order Summary',
  /** The forms' save button while editing (part 1 §2; part 2 §2.3). */
  saveAndGoToSummary: 'Save And Go to Summary',
  // The drop-off methods' labels (part 2 §4.4) are DROPOFF_METHOD_LABELS, beside their codes (orderFormLabels.ts).

  // Our words where the spec states a rule or names a section without a text (docs/decisions/ordering-screens.md)
  /** Title of the confirmation modal before saving (part 1 §2 names the modal, not its title). */
  confirmPickupTitle: 'Are your packages ready?',
  /** Why Leave At Door cannot be chosen (part 1 §4 'Other rules'). */
  leaveAtDoorDisabled: 'Business, school and hospital drop-offs are handed over in person.',
  /** The favourite-driver option (part 1 §6 enable_favourite_agent). */
  favouriteDriverOption: 'Offer to my favourite drivers first',
  /** What the favourite-driver option does (part 1 §9; part 2 §4.4). */
  favouriteDriverHint:
    'Your favourite drivers have 15 minutes to accept before the order goes to all drivers. A small premium applies.',
  /** The My Fleet driver select's entry for no driver (part 1 §6 enable_my_fleet). */
  noFleetDriver: 'No My Fleet driver',
  /** The insurance panel's premium line; `{amount}` formatted money, `{value}` the default insured value (part 1 §9). */
  insurancePremium: 'Extra insurance premium (3% of the value above {value}): {amount}',
  /** The trip estimate (part 1 §2, §9). */
  tripEstimate: 'About {minutes} min, {km} km',
  /** A package line's count field; `{size}` the button's name. */
  linePackages: 'Packages of {size}',
  /** The save button waits for the account, which failed to load (company info is only logged, part 1 §8). */
  orderFormAccountFailed: 'Your account details could not be loaded, so this delivery cannot be checked yet.',
  /** Next was pressed while a chosen address's zone check was running (our words). */
  checkingAddress: 'Checking the address…',
  /** The label of a pickup or drop-off block's saved-contact picker (our words: part 1 §2 names the picker only). */
  contactPickerLabel: 'Saved contact',
  /** The saved-contact picker's first entry, before a contact is chosen (our words). */
  contactPickerPlaceholder: 'Choose a saved contact',
  /** The chooser's notice of an edit left without saving; `{name}` the delivery's reference (issue 21, ours). */
  unfinishedEdit: 'You were editing "{name}" and left without saving.',
  /** What that notice adds: a new delivery does not start from the edit (ours). */
  unfinishedEditHint: 'A new {product} starts empty. Resume to save your changes, or discard them.',
  /** The name of an edited order without a reference: its number (ours). */
  unfinishedEditOrder: '{product} #{id}',
  /** The accessible name of that notice (ours). */
  unfinishedEditLabel: 'Unsaved edit',
  /** Reopens the edit left without saving, in its form (ours). */
  resumeEdit: 'Resume editing',
  /** Drops the edit left without saving; the delivery stays as it was last saved (ours). */
  discardEdit: 'Discard changes',
} as const
