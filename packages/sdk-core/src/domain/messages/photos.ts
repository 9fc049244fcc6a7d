/**
 * Texts of the photo upload (part 1 §2 'Single delivery form' photo upload, §3 'Images', §5, §9 'Upload types').
 * The spec gives only the rule (jpeg, png and pdf); these are our words (docs/decisions/ordering-screens.md#photos).
 */
export const photosMessages = {
  /** The label of the photo file input. */
  photosAdd: 'Add photos (jpeg, png or pdf)',
  /** A file over the upload limit (10 MB), refused before it is sent. */
  photoTooLarge: 'Only files up to 10 MB can be uploaded',
  /** A photo on its way to the server. */
  photoUploading: 'Uploading',
  /** A photo the server keeps: it survives a reload and is sent with the order. */
  photoUploaded: 'Uploaded',
  /** A photo whose upload failed; `{reason}` is the server's or the client's message. */
  photoUploadFailed: 'Not uploaded: {reason}',
  /**
   * A photo attached from this device that this screen can no longer upload (it was left while the upload
   * failed): the user removes it and attaches it again.
   */
  photoNotUploaded: 'Not uploaded. Remove it and attach it again.',
  /** The accessible name of a photo's remove button; `{name}` is its file name. */
  photoRemove: 'Remove {name}',
  /** The heading of the refused files' list. */
  photosRefused: 'These files were not attached:',
  /** The notice of photos a reload lost (attached, not yet uploaded); their names follow. */
  photosDropped: 'These photos were not uploaded before the page was reloaded. Please attach them again:',
  /** A draft photo not uploaded yet (validation: the order would go without it). */
  photosPending: 'Please wait until every photo is uploaded, or remove the ones that failed',
} as const
