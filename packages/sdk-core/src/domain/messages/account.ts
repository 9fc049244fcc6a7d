/** Texts of My Account: the account form, credit and cards (part 2 §2.6, §5.5, §5.6). */
export const accountMessages = {
  // The account form (part 2 §5.6, §8)
  /** An email not matching the pattern in the account form (part 2 §5.6). */
  emailFormatMismatch: 'Entered value does not match email format',
  /** Account form: first name missing or over 191 characters (part 2 §5.6). */
  addFirstName: 'Please Add User First Name',
  /** Account form: last name missing or over 191 characters (part 2 §5.6). */
  addLastName: 'Please Add User Last Name',
  /** Account form: business name missing or over 191 characters (part 2 §5.6). */
  addBusinessName: 'Please Add User Business Name',
  /** Account form: email missing, too long or malformed (part 2 §5.6). */
  addEmail: 'Please Add User E-mail & Verify Format',
  /** Account form: mobile not exactly 10 digits (part 2 §5.6). */
  addMobile: 'Please Add User Mobile Only 10 Digits Are Accepted',
  /** Account form billing address over 191 characters (part 2 §5.6, §9). */
  billingAddressTooLong: 'Billing address must be 191 characters or fewer',
  /** The account form was saved (part 2 §8 'Account save success'). */
  dataSaved: 'Data Saved Succesfully',

  // Credit and cards (part 2 §2.6, §5.5)
  /** Heading of the account's credit (part 2 §2.6). */
  currentCreditBalance: 'Current Credit Balance',
  /** The Cards table's add button and the card form's title for a new card (part 2 §2.6). */
  addPaymentInformation: 'Add Payment Information',
  /** Card number not 16–19 characters (part 2 §5.5). */
  cardNumberInvalid: 'Card is required 16 numbers',
  /** Card expiry month not 2 digits (part 2 §5.5). */
  expiryMonthInvalid: 'Expire month is required 2 numbers',
  /** Card expiry year not 2 digits (part 2 §5.5). */
  expiryYearInvalid: 'Expire year is required 2 numbers',
  /** Card postal code not 5–7 characters (part 2 §5.5). */
  cardPostalCodeInvalid: 'Postal Code is required 5 - 6 numbers/letters',
  /** Card CVC not 3–5 digits (part 2 §5.5). */
  cvcInvalid: 'CVC/CVV is required 2 - 5 numbers',
  /** Card form without the name on the card (the token call needs one). */
  cardNameRequired: 'Name on card is required',

  // Our words for the account page's own names and notices (none given by the spec)
  /** The title of the card form for a saved card. */
  editPaymentInformation: 'Edit Payment Information',
  /** Account Info until the account is loaded. */
  accountLoading: 'Loading account…',
  /** The caption of the Cards table. */
  savedCardsCaption: 'Saved cards',
  /** The Cards table with no card. */
  noSavedCards: 'No card is saved on this account yet.',
  /** The title of the modal confirming a card's removal. */
  removeCardTitle: 'Remove card',
  /** The question of the modal confirming a card's removal; `{card}` is the card as the table shows it. */
  removeCardQuestion: 'Remove {card} from this account?',
  /** The hint under a saved card's read-only number in the card form. */
  cardNumberNotEditable: 'The card number of a saved card cannot be changed.',
} as const
