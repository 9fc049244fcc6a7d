/**
 * Texts of the batch template download (part 2 §3.8): its title row and column headers. The spec gives the
 * column order and that the first two rows are skipped, not the words; these are ours
 * (docs/decisions/batch-import.md#templates).
 * `{product}` is filled by `fillNames`.
 */
export const batchTemplateMessages = {
  /** Row 1 of the template, skipped by the import (part 2 §3.8): how to fill it in. */
  batchTemplateTitle:
    'Batch template: one {product} per row, from row 3 on (rows 1 and 2 are not read). Each row needs a street address, city and province, or a what3words address, and a package count.',
  /** The template's sheet name. */
  batchTemplateSheet: 'Batch',
  /** Column A header (part 2 §3.8 column 0, name: the reference name). */
  batchTemplateName: 'Name',
  /** Column B header (part 2 §3.8 column 1, unit). */
  batchTemplateUnit: 'Unit',
  /** Column C header (part 2 §3.8 column 2, address). */
  batchTemplateAddress: 'Street Address',
  /** Column D header (part 2 §3.8 column 3, city). */
  batchTemplateCity: 'City',
  /** Column E header (part 2 §3.8 column 4, province). */
  batchTemplateProvince: 'Province',
  /** Column F header (part 2 §3.8 column 5, postal code). */
  batchTemplatePostal: 'Postal Code',
  /** Column G header (part 2 §3.8 column 6, email). */
  batchTemplateEmail: 'Email',
  /** Column H header (part 2 §3.8 column 7, phone). */
  batchTemplatePhone: 'Phone Number',
  /** Column I header (part 2 §3.8 column 8, w3w). */
  batchTemplateW3w: 'What3words',
  /** Column J header (part 2 §3.8 column 9, order number / details). */
  batchTemplateOrderNumber: 'Order Number / Details',
  /** Column K header (part 2 §3.8 column 10, item description). */
  batchTemplateItemDescription: 'Item Description',
  /** Column L header (part 2 §3.8 column 11, package count). */
  batchTemplatePackageCount: 'Package Count',
  /** The example row's name: it says to delete it, so that no one books it by mistake. */
  batchTemplateExampleName: 'Example (delete this row)',
} as const
