import { parseArgs } from 'node:util'
import { type BatchKind, parseClock } from '@waybill/sdk-core/rules'

/** Bad flags, environment or input: printed as is, exit code 2. */
export class UsageError extends Error {
  /** A message fit to print (it never holds a secret). */
  constructor(message: string) {
    super(message)
    this.name = 'UsageError'
  }
}

/** A time window of the batch form, minutes of the day. */
export interface WindowFlag {
  readonly start: number
  readonly end: number
}

/** Everything the script was told: environment and flags. */
export interface CliOptions {
  /** The spreadsheet to read (CSV, XLSX or XLS). */
  readonly input: string
  /** The courier API's base URL (WAYBILL_BASE_URL). */
  readonly baseUrl: string
  /** The account's api code (WAYBILL_API_CODE): never printed. */
  readonly apiCode: string
  /** Many drop-offs ('oneToMany') or many pickups ('manyToOne'). */
  readonly kind: BatchKind
  /** The state file: `<input>.waybill-state.json` by default. */
  readonly statePath: string
  /** The workbook sheet to read; by default the one with the template's header row, else the first with rows. */
  readonly sheet: string | undefined
  /**
   * A JSON file telling how the columns of a spreadsheet with its own header row are read (issue 25): each header
   * to its field, or null; headers it leaves out are read as proposed.
   */
  readonly mappingPath: string | undefined
  /** A JSON file with the contact block; the account's business by default. */
  readonly contactPath: string | undefined
  /** The batch description; 'Batch <file name>' by default. */
  readonly description: string | undefined
  /** Size category id; the first size by default. */
  readonly sizeId: number | undefined
  /** Weight category id; the size's first weight range by default. */
  readonly weightId: number | undefined
  /** Drop-off method: 1 in-person confirmation (default), 2 age restricted (part 2 §9). */
  readonly dropoffMethod: 1 | 2
  /** Pickup and drop-off date 'YYYY-MM-DD'; the spec's default batch date by default (part 2 §9). */
  readonly date: string | undefined
  /** Pickup window; from the next free quarter hour by default. */
  readonly pickup: WindowFlag | undefined
  /** Drop-off window; after the pickup window by default. */
  readonly dropoff: WindowFlag | undefined
  /** The batch is intercity. */
  readonly intercity: boolean
  /** Submit without asking. */
  readonly yes: boolean
  /** Validate and price only. */
  readonly dryRun: boolean
  /** On a resume, drop from the batch the rows the server refused (certainly not booked). */
  readonly dropRefused: boolean
  /**
   * What to do when a card charge of the batch got no answer (issue 22): charge again, book and leave the payment
   * to the courier, or (undefined) stop and say so.
   */
  readonly payment: 'chargeAgain' | 'bookUnpaid' | undefined
}

/** The usage text. */
export const USAGE = `Usage: waybill-batch <file.csv|file.xlsx> [options]

Validates the addresses of a batch spreadsheet, prices it and submits it, resumably.

Environment:
  WAYBILL_BASE_URL          the courier API, e.g. http://127.0.0.1:4317 (required)
  WAYBILL_API_CODE          the account's api code (required; never printed)

Options:
  --kind <kind>             many-dropoffs (default) or many-pickups
  --contact <file.json>     the contact block: { name, address, unit, phone, email, w3w, lat, lng };
                            the account's business and pickup address by default
  --description <text>      the batch description (default: 'Batch <file name>')
  --size <id>               size category id (default: the first size)
  --weight <id>             weight category id (default: the size's first weight range)
  --dropoff-method <m>      in-person (default) or age-restricted
  --date <YYYY-MM-DD>       pickup and drop-off date (default: today, tomorrow from 17:00)
  --pickup <HH:mm-HH:mm>    pickup window (default: 2 hours from the next free quarter hour)
  --dropoff <HH:mm-HH:mm>   drop-off window (default: 4 hours after the pickup window)
  --intercity               the batch is intercity
  --sheet <name>            the workbook sheet to read (default: the one with the batch
                            template's header row, else the first with rows)
  --mapping <file.json>     how a spreadsheet with its own header row is read: {"Qty": "packageCount",
                            "Notes": null, …}; other headers as proposed. Without it, such a file is
                            not imported and the proposal is written to <file>.mapping.json
  --state <file>            the state file (default: <file>.waybill-state.json)
  --yes                     submit without asking
  --dry-run                 validate and price only; nothing is booked
  --drop-refused            on a resume, drop the rows the server refused (never booked) from the
                            batch, listing them, so that the rest can finish
  --charge-again            when a card charge got no answer: charge the card again (it may then be
                            charged twice; the courier refunds the extra charge), then book
  --book-unpaid             when a card charge got no answer: book the rows and leave the payment
                            to the courier
  -h, --help                show this text

Exit codes: 0 every row accepted, 1 some rows failed or the run stopped (run again to resume),
2 bad input or configuration, 3 a card charge was not confirmed and nothing was booked (run again
with --charge-again or --book-unpaid).`

const KINDS: Readonly<Record<string, BatchKind>> = {
  'many-dropoffs': 'oneToMany',
  'many-pickups': 'manyToOne',
}

const METHODS: Readonly<Record<string, 1 | 2>> = { 'in-person': 1, 'age-restricted': 2 }

function window(flag: string, value: string | undefined): WindowFlag | undefined {
  if (value === undefined) return undefined
  const [from, to, extra] = value.split('-')
  const start = from === undefined ? undefined : parseClock(from)
  const end = to === undefined ? undefined : parseClock(to)
  if (start === undefined || end === undefined || extra !== undefined || end <= start) {
    throw new UsageError(
      `--${flag} must be a window 'HH:mm-HH:mm' that ends after it starts, got '${value}'.`,
    )
  }
  return { start, end }
}

function id(flag: string, value: string | undefined): number | undefined {
  if (value === undefined) return undefined
  const number = Number(value)
  if (!Number.isInteger(number) || number < 1)
    throw new UsageError(`--${flag} must be an id, got '${value}'.`)
  return number
}

function choice<T>(
  flag: string,
  value: string | undefined,
  table: Readonly<Record<string, T>>,
  fallback: T,
): T {
  if (value === undefined) return fallback
  const found = table[value]
  if (found === undefined) {
    throw new UsageError(`--${flag} must be one of ${Object.keys(table).join(', ')}, got '${value}'.`)
  }
  return found
}

/** The base URL, checked: an absolute http(s) URL. */
function baseUrlOf(env: NodeJS.ProcessEnv): string {
  const value = env.WAYBILL_BASE_URL?.trim() ?? ''
  if (value === '')
    throw new UsageError('Set WAYBILL_BASE_URL to the courier API, e.g. http://127.0.0.1:4317.')
  let url: URL
  try {
    url = new URL(value)
  } catch {
    throw new UsageError('WAYBILL_BASE_URL must be an absolute http(s) URL.')
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new UsageError('WAYBILL_BASE_URL must be an absolute http(s) URL.')
  }
  return value
}

/**
 * Reads the command line and the environment, or 'help' when the usage was asked; throws a {@link UsageError}
 * naming the first problem. The api code's value never appears in a message.
 *
 * @example
 * ```ts
 * const options = readOptions(process.argv.slice(2), process.env)
 * ```
 */
export function readOptions(argv: readonly string[], env: NodeJS.ProcessEnv): CliOptions | 'help' {
  let parsed: ReturnType<typeof parseFlags>
  try {
    parsed = parseFlags(argv)
  } catch (error) {
    throw new UsageError(error instanceof Error ? error.message : String(error))
  }
  const { values, positionals } = parsed
  if (values.help === true) return 'help'
  const input = positionals[0] ?? ''
  if (input === '' || positionals.length > 1) throw new UsageError('Give exactly one spreadsheet to read.')
  const baseUrl = baseUrlOf(env)
  const apiCode = env.WAYBILL_API_CODE?.trim() ?? ''
  if (apiCode === '') throw new UsageError("Set WAYBILL_API_CODE to the account's api code.")
  if (values['charge-again'] === true && values['book-unpaid'] === true) {
    throw new UsageError('Give --charge-again or --book-unpaid, not both.')
  }
  const date = values.date
  if (date !== undefined && !/^\d{4}-\d{2}-\d{2}$/.test(date)) {
    throw new UsageError(`--date must be 'YYYY-MM-DD', got '${date}'.`)
  }
  return {
    input,
    baseUrl,
    apiCode,
    kind: choice('kind', values.kind, KINDS, 'oneToMany'),
    statePath: values.state ?? `${input}.waybill-state.json`,
    sheet: values.sheet,
    mappingPath: values.mapping,
    contactPath: values.contact,
    description: values.description,
    sizeId: id('size', values.size),
    weightId: id('weight', values.weight),
    dropoffMethod: choice('dropoff-method', values['dropoff-method'], METHODS, 1),
    date,
    pickup: window('pickup', values.pickup),
    dropoff: window('dropoff', values.dropoff),
    intercity: values.intercity === true,
    yes: values.yes === true,
    dryRun: values['dry-run'] === true,
    dropRefused: values['drop-refused'] === true,
    payment:
      values['charge-again'] === true
        ? 'chargeAgain'
        : values['book-unpaid'] === true
          ? 'bookUnpaid'
          : undefined,
  }
}

function parseFlags(argv: readonly string[]) {
  const text = { type: 'string' } as const
  const flag = { type: 'boolean' } as const
  return parseArgs({
    args: [...argv],
    allowPositionals: true,
    strict: true,
    options: {
      kind: text,
      contact: text,
      description: text,
      size: text,
      weight: text,
      'dropoff-method': text,
      date: text,
      pickup: text,
      dropoff: text,
      intercity: flag,
      sheet: text,
      mapping: text,
      state: text,
      yes: flag,
      'dry-run': flag,
      'drop-refused': flag,
      'charge-again': flag,
      'book-unpaid': flag,
      help: { type: 'boolean', short: 'h' },
    },
  })
}
