/**
 * The column titles of a batch file's second row, short, as customers' files have them (the import skips the
 * first two rows whatever they say; part 2 §3.8): for the tests and the benches that write batch files.
 */
export const FILE_HEADER: readonly string[] = [
  'Name',
  'Unit',
  'Address',
  'City',
  'Province',
  'Postal',
  'Email',
  'Phone',
  'W3W',
  'Order',
  'Item',
  'Count',
]

/** Issue 25's example: a customer's own header row for the batch columns, in the customer's words and order. */
export const CUSTOMER_HEADER: readonly string[] = [
  'Qty',
  'Customer',
  'Phone Number',
  'E-mail',
  'Street',
  'Suite',
  'Town',
  'Prov',
  'Postal Code',
  'Order #',
  'Notes',
  'what3words',
]

/** The same header row as a French-Canadian customer writes it. */
export const CUSTOMER_HEADER_FR: readonly string[] = [
  'Colis',
  'Nom',
  'Téléphone',
  'Courriel',
  'Adresse',
  'App.',
  'Ville',
  'Province',
  'Code postal',
  'Référence',
  'Détails',
  'W3W',
]

/** The batch field each column of {@link CUSTOMER_HEADER} (and its French twin) is matched to (part 2 §3.8). */
export const CUSTOMER_FIELDS = [
  'packageCount',
  'name',
  'phone',
  'email',
  'address',
  'unitNumber',
  'city',
  'province',
  'postal',
  'orderNumber',
  'itemDescription',
  'w3w',
] as const
