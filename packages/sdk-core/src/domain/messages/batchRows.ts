/**
 * Texts of the batch screens' rows panel (part 2 §2.4 'An upload, validate and edit table for addresses', §4.6
 * steps 1–3): template buttons, the file input and sheet chooser, the rejected rows, the table's columns and
 * states, the edit notice and modal. The spec quotes only the notices kept in `batchMessages` and
 * `batchValidateMessages` ('Upload complete. …', 'Updated Succesfully.', …) and the button 'Validate Addresses'
 * (named in its own notice); the rest are our words (docs/decisions/batch-ordering.md#the-batch-screens). `{…}`
 * are filled by `fillText`.
 */
export const batchRowsMessages = {
  /** The button that validates the rows not yet valid (part 2 §4.6 steps 1–2, named in 'Upload complete. …'). */
  batchValidateAddresses: 'Validate Addresses',
  /** Saves the template as a CSV file. */
  batchRowsTemplateCsv: 'Download template (CSV)',
  /** Saves the template as an Excel workbook. */
  batchRowsTemplateXlsx: 'Download template (Excel)',
  /** The file input's label. */
  batchRowsFileLabel: 'Addresses file (CSV, XLSX or XLS)',
  /** While the file is read. */
  batchRowsReading: 'Reading the file…',
  /** The sheet chooser's label, for a workbook of several sheets. */
  batchRowsSheetLabel: 'Sheet to import',
  /** Reads the chosen sheet instead. */
  batchRowsSheetRead: 'Import this sheet',
  /** A new file while a submit has begun: the engine refuses to replace the rows. */
  batchRowsStarted: 'This batch is being submitted. Finish it, or clear it, before uploading another file.',
  /** Above the rejected rows; fill `{count}`. */
  batchRowsRejected:
    '{count} row(s) of the file were not imported. Download them, correct them and upload them again.',
  /** One rejected row: its number in the file and why; fill `{n}` and `{reason}`. */
  batchRowsRejectedRow: 'Row {n}: {reason}',
  /** Under the first rejected rows listed, when there are more; fill `{count}`. */
  batchRowsRejectedMore: 'And {count} more: they are all in the download.',
  /** Saves the rejected rows as a CSV file to repair. */
  batchRowsRejectedDownload: 'Download the rejected rows',
  /** The rows table's name. */
  batchRowsCaption: 'Uploaded addresses',
  /** The rows table with no rows. */
  batchRowsEmpty: 'No addresses uploaded yet.',
  /** The status column's header. */
  batchRowsStatus: 'Status',
  /** The actions column's header. */
  batchRowsActions: 'Actions',
  /** How many rows show a message in a cell; fill `{count}`. */
  batchRowsAttention: '{count} row(s) need attention: see the messages in the table.',
  /** A row's address before validation. */
  batchAddressUnchecked: 'Not validated',
  /** A row's address placed by the server or the edit modal. */
  batchAddressValid: 'Address validated',
  /** A row's address the server could not place. */
  batchAddressInvalid: 'Address not found',
  /** A row's address with no usable answer. */
  batchAddressFailed: 'Address not checked',
  /** A row whose request is out. */
  batchSendSending: 'Sending…',
  /** A row booked. */
  batchSendAccepted: 'Booked',
  /** A row not booked. */
  batchSendFailed: 'Not booked',
  /** A row whose uuid the server already had. */
  batchSendDuplicated: 'Already uploaded',
  /** The Edit button's accessible name; fill `{name}`. */
  batchRowEditLabel: 'Edit {name}',
  /** After validation; fill `{valid}` and `{total}`. */
  batchValidateDone: '{valid} of {total} address(es) validated.',
  /** The explanatory notice's title (part 2 §4.6 step 3). */
  batchEditNoticeTitle: 'Editing a row',
  /** The explanatory notice before the edit modal (part 2 §4.6 step 3). */
  batchEditNotice:
    'Correct the row, then click "Validate" to check its address: the address found replaces yours. Click "Update" to save the row.',
  /** The edit modal's title (part 2 §5.3 'Edit row modal'). */
  batchEditTitle: 'Edit row',
  /** Validates the edited row's address. */
  batchEditValidate: 'Validate',
  /** While the edited row's address is checked. */
  batchEditValidating: 'Validating…',
  /** Saves the edited row. */
  batchEditUpdate: 'Update',
  /** Under the address once the modal placed it; fill `{address}`. */
  batchEditLocated: 'Address found: {address}',
} as const
