import { inspect } from 'node:util'
import { ContractError, type Logger } from '@waybill/sdk-core'

/** What the script writes to: the process's streams in use, fakes in tests. */
export interface Stream {
  write(text: string): unknown
  /** Whether it is a terminal (progress is then redrawn on one line). */
  readonly isTTY?: boolean
}

/** Every line the script prints goes through here, so that no secret can reach the terminal or a log file. */
export interface Output {
  /** Prints a line of results on stdout. */
  line(text?: string): void
  /** Prints a line of diagnostics on stderr. */
  warn(text: string): void
  /** The stream progress bars draw on (stderr: stdout stays clean for results), with redaction. */
  readonly progress: Stream
  /** The SDK's logger, printing to stderr through the same redaction. */
  readonly logger: Logger
}

/** Options of {@link createOutput}. */
export interface OutputOptions {
  readonly stdout: Stream
  readonly stderr: Stream
  /** Texts never to print (the api code): each is replaced by '***', also in its URL-encoded form. */
  readonly secrets: readonly string[]
}

/** A detail for a log line: an error's message (a contract error's detail), else a short inspection. */
function describe(detail: unknown): string {
  if (detail instanceof ContractError) return detail.detail
  if (detail instanceof Error) {
    const cause = detail.cause instanceof Error ? ` (${detail.cause.message})` : ''
    return `${detail.message}${cause}`
  }
  return inspect(detail, { depth: 2, breakLength: Number.POSITIVE_INFINITY })
}

/**
 * The script's output, with every secret masked in every text it prints, whatever its source: our lines, the
 * SDK's log lines and the server's messages they quote.
 *
 * @example
 * ```ts
 * const output = createOutput({ stdout: process.stdout, stderr: process.stderr, secrets: [apiCode] })
 * output.line('Validating addresses')
 * ```
 */
export function createOutput(options: OutputOptions): Output {
  const secrets = options.secrets
    .filter((secret) => secret.length > 0)
    .flatMap((secret) => [secret, encodeURIComponent(secret)])
    .sort((a, b) => b.length - a.length)
  const redact = (text: string) => secrets.reduce((masked, secret) => masked.replaceAll(secret, '***'), text)
  const warn = (text: string) => void options.stderr.write(`${redact(text)}\n`)
  const log = (message: string, detail?: unknown) =>
    warn(detail === undefined ? message : `${message}: ${describe(detail)}`)
  return {
    line: (text = '') => void options.stdout.write(`${redact(text)}\n`),
    warn,
    progress: {
      write: (text: string) => options.stderr.write(redact(text)),
      isTTY: options.stderr.isTTY === true,
    },
    logger: { warn: log, error: log },
  }
}
