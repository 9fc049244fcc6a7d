/**
 * Texts of the `Multi-{product}` screen (part 2 §2.5, §9). The success and fetch-failure texts are the spec's
 * (in `batchMessages`); these are ours (docs/decisions/batch-import.md#the-multi-delivery-screen), the hint
 * wrapping the spec's §9 rule word for word.
 * `{product}` is filled by `fillNames`.
 */
export const multiDeliveryMessages = {
  /** The screen's heading (part 2 §2.5, the `Multi{product}` screen). */
  multiDeliveryTitle: 'Multi-{product} Batch Files',
  /** The dashboard's link to this screen (part 2 §2.5: its Cancel goes back to the dashboard; issue 21). */
  multiDeliveryEntry: 'Upload a Multi-{product} batch file',
  /** The file-upload hint alert, shown up to 2 times (part 2 §2.5; its content is the §9 rule). */
  multiDeliveryHint:
    'Please note: Multi-{product} batch files must be submitted at least 12 hours before pickup, ideally the day before.',
  /** The file input's label. */
  multiDeliveryFileLabel: 'Batch file (CSV, XLSX or XLS)',
  /** The upload button. */
  multiDeliveryUpload: 'Upload file',
  /** The upload button while the file is sent. */
  multiDeliveryUploading: 'Uploading file…',
  /** Upload pressed with no file chosen. */
  multiDeliveryNoFile: 'Choose a file to upload.',
  /** A file whose name is not .csv, .xlsx or .xls (part 2 §7 'Batch and bulk'). */
  multiDeliveryFileType: 'The file must be a CSV, XLSX or XLS file.',
  /** The template could not be made (its spreadsheet code did not load). */
  batchTemplateFailed: 'The template could not be made. Please try again.',
  /** The caption of the uploaded files table. */
  multiDeliveryTableCaption: 'Uploaded Multi-{product} batch files',
  /** The table while the first list is loading. */
  multiDeliveriesLoading: 'Loading batch files…',
  /** The table with no uploaded file. */
  multiDeliveriesEmpty: 'No batch files uploaded yet.',
} as const
