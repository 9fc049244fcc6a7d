/**
 * What the sandbox makes of an uploaded multi-{product} file (part 2 §2.5, §3.13): its accepted name and
 * the verdict the provider's team would reach. The file itself is not kept.
 */

/** Largest file accepted: 5 MiB. */
export const MULTI_DELIVERY_FILE_LIMIT = 5 * 1024 * 1024

/** The status of every record when it is stored. */
export const PENDING = 'Pending'

/** The two verdicts a pending record turns into. */
export type Verdict = 'Validated' | 'Invalid'

/** Accepted file kinds, by name. */
export const FILE_EXTENSIONS = ['.csv', '.xlsx', '.xls'] as const

/** The name to store: the last path segment, control characters dropped, at most 191 characters. */
export function safeFileName(name: string): string {
  const base = name.split(/[\\/]/).at(-1) ?? ''
  const printable = [...base].filter((char) => char >= ' ' && char !== '\u007f').join('')
  return printable.trim().slice(-191)
}

/** The file's extension if it is one we accept ('.csv', '.xlsx', '.xls'), any letter case. */
export function acceptedExtension(name: string): (typeof FILE_EXTENSIONS)[number] | undefined {
  const lower = name.toLowerCase()
  return FILE_EXTENSIONS.find((extension) => lower.endsWith(extension))
}

/** Splits one CSV line on commas, honouring double-quoted fields ("a, b" and "" escapes). */
export function csvFields(line: string): string[] {
  const fields: string[] = []
  let field = ''
  let quoted = false
  for (let index = 0; index < line.length; index++) {
    const char = line[index]
    if (quoted && char === '"' && line[index + 1] === '"') {
      field += '"'
      index++
    } else if (char === '"') quoted = !quoted
    else if (char === ',' && !quoted) {
      fields.push(field)
      field = ''
    } else field += char
  }
  fields.push(field)
  return fields.map((value) => value.trim())
}

/**
 * Whether a CSV follows the template of part 2 §3.8: the first two rows are skipped; every other non-empty
 * row has (address, city and province, or w3w) and a package count. At least one such row is needed.
 */
function csvVerdict(text: string): Verdict {
  const rows = text
    .split(/\r?\n/)
    .slice(2)
    .filter((line) => line.trim() !== '')
  if (rows.length === 0) return 'Invalid'
  const complete = rows.every((line) => {
    const [, , address, city, province, , , , w3w, , , count] = csvFields(line)
    const placed = (address && city && province) || w3w
    return Boolean(placed) && /^\d+$/.test(count ?? '') && Number(count) > 0
  })
  return complete ? 'Validated' : 'Invalid'
}

const ZIP = Buffer.from([0x50, 0x4b, 0x03, 0x04])
const OLE = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1])

/**
 * The verdict on an uploaded file, deterministic: a CSV by its rows (above); an .xlsx if it is a zip
 * archive; an .xls if it is an OLE compound file. Anything else, or an unreadable CSV, is 'Invalid'.
 */
export function verdictOf(extension: (typeof FILE_EXTENSIONS)[number], data: Buffer): Verdict {
  if (extension === '.xlsx') return data.subarray(0, 4).equals(ZIP) ? 'Validated' : 'Invalid'
  if (extension === '.xls') return data.subarray(0, 8).equals(OLE) ? 'Validated' : 'Invalid'
  let text: string
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(data)
  } catch {
    return 'Invalid'
  }
  return csvVerdict(text.replace(/^\uFEFF/, ''))
}
