import { randomBytes } from 'node:crypto'

/**
 * Label PDFs prepared by `orderedlabels`, kept in memory under an unguessable token so that the URL the
 * portal opens carries no api code. A file lives `ttlMs` and may be fetched any number of times in that
 * time (a reader may reload it); the oldest files are dropped beyond `maxFiles`.
 */
export interface LabelFiles {
  /** Keeps `pdf` and returns its token: 32 hex characters (128 random bits). */
  put(pdf: Uint8Array): string
  /** The PDF of `token`, or undefined when unknown or expired. */
  get(token: string): Uint8Array | undefined
  /** How many files are kept now. */
  size(): number
}

/** How long a prepared label PDF can be fetched: 10 minutes. */
export const LABEL_FILE_TTL_MS = 10 * 60 * 1000

/** How many prepared label PDFs are kept at most. */
export const MAX_LABEL_FILES = 100

/** What the store is built from; tests pass their own clock and token source. */
export interface LabelFilesOptions {
  readonly now?: () => number
  readonly ttlMs?: number
  readonly maxFiles?: number
  readonly newToken?: () => string
}

/** Creates an empty store of prepared label PDFs. */
export function createLabelFiles(options: LabelFilesOptions = {}): LabelFiles {
  const {
    now = Date.now,
    ttlMs = LABEL_FILE_TTL_MS,
    maxFiles = MAX_LABEL_FILES,
    newToken = () => randomBytes(16).toString('hex'),
  } = options
  // A Map iterates in insertion order: the first entries are the oldest.
  const files = new Map<string, { readonly pdf: Uint8Array; readonly expires: number }>()

  function sweep(): void {
    const time = now()
    for (const [token, file] of files) if (file.expires <= time) files.delete(token)
    while (files.size > maxFiles) {
      const oldest = files.keys().next()
      if (oldest.done) break
      files.delete(oldest.value)
    }
  }

  return {
    put(pdf) {
      const token = newToken()
      files.set(token, { pdf, expires: now() + ttlMs })
      sweep()
      return token
    },
    get(token) {
      sweep()
      return files.get(token)?.pdf
    },
    size: () => files.size,
  }
}
