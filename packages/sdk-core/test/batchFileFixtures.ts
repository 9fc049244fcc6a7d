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
