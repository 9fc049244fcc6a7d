/**
 * Texts of the column-mapping step of the batch screens (issue 25): a spreadsheet with a header row of the
 * customer's own is matched to the batch fields of part 2 §3.8 before anything is imported. The spec has none of
 * them: our words (docs/decisions/batch-import.md).
 */
export const batchMappingMessages = {
  /** The mapping step's heading. */
  mappingTitle: 'Match your columns',
  /** Why the step is shown; fill `{row}` (the header row's number) with `fillText`. */
  mappingIntro:
    'This file names its columns in row {row}, in its own words. Choose what each column holds: nothing is imported until you accept.',
  /** The table's column headers: the file's column, what it holds, its first rows. */
  mappingColumn: 'Your column',
  mappingField: 'Holds',
  mappingPreview: 'First rows',
  /** The choice of a column that is not imported. */
  mappingIgnored: 'Not imported',
  /** A field a row needs that no column holds (part 2 §3.8 keep rule); fill `{fields}` with `fillText`. */
  mappingMissing: 'No column holds {fields}: no row can be imported without it.',
  /** The location a row needs (part 2 §3.8): address, city and province, or what3words; fill `{fields}`. */
  mappingMissingLocation: '{fields} (or What3words)',
  /** Accepts the mapping: the rows are read and shown. */
  mappingAccept: 'Import With These Columns',
  /** Leaves the step: nothing is imported. */
  mappingCancel: 'Choose Another File',
  /** Said after a file was read by a saved mapping; fill `{columns}` (the file's headers) with `fillText`. */
  mappingUsedSaved: 'Read with the columns you matched before for {columns}.',
  /** Opens the mapping step again for a file read by a saved mapping. */
  mappingChange: 'Change Columns',
} as const
