import type { Stream } from './output.ts'

/** Options of {@link createProgressBar}. */
export interface ProgressBarOptions {
  /** Where to draw: a terminal gets one line redrawn in place, anything else plain lines. */
  readonly stream: Stream
  /** What is progressing, e.g. 'Validating addresses'. */
  readonly label: string
  /** Steps in all; with 0 the bar is full. */
  readonly total: number
  /** Characters of the bar on a terminal; 24 by default. */
  readonly width?: number
  /** Without a terminal, a line every this many percent (and at the end); 10 by default. */
  readonly everyPercent?: number
}

/** A progress display of `done` steps out of a total. */
export interface ProgressBar {
  /** Shows `done` steps done: 'done/total', or `detail` in its place ('Received: 5 / 40, Sent: 12 / 40'). */
  update(done: number, detail?: string): void
  /** Shows the final count and ends the line. Further updates are ignored. */
  finish(done: number, detail?: string): void
}

/** Clears from the cursor to the end of the line (ANSI EL), so a shorter redraw leaves no tail. */
const CLEAR_TO_END = '\u001b[K'

/**
 * A progress bar for a terminal, or plain lines for a log. On a TTY it redraws one line with `\r`:
 * `Submitting [#########---------] 12/32`. Elsewhere (CI logs, a file, a pipe) it prints a line
 * each time another `everyPercent` is reached, and one at the end, so logs stay short.
 *
 * @example
 * ```ts
 * const bar = createProgressBar({ stream: process.stderr, label: 'Submitting', total: rows.length })
 * bar.update(3)
 * bar.finish(rows.length)
 * ```
 */
export function createProgressBar(options: ProgressBarOptions): ProgressBar {
  const { stream, label } = options
  const total = Math.max(0, options.total)
  const width = options.width ?? 24
  const every = options.everyPercent ?? 10
  const tty = stream.isTTY === true
  let lastBucket = -1
  let lastDone = -1
  let finished = false

  const percent = (done: number) => (total === 0 ? 100 : Math.floor((Math.min(done, total) / total) * 100))
  const text = (done: number, detail: string | undefined) => detail ?? `${Math.min(done, total)}/${total}`

  let lastLine = ''
  const draw = (done: number, detail: string | undefined) => {
    if (tty) {
      const filled = Math.round((percent(done) / 100) * width)
      const bar = `${'#'.repeat(filled)}${'-'.repeat(width - filled)}`
      const line = `\r${label} [${bar}] ${text(done, detail)}${CLEAR_TO_END}`
      // The same line again is no news: a terminal redraw costs, and logs of a TTY (script) stay short.
      if (line !== lastLine) stream.write(line)
      lastLine = line
      return
    }
    stream.write(`${label}: ${text(done, detail)} (${percent(done)}%)\n`)
  }

  return {
    update(done, detail) {
      if (finished) return
      if (tty) {
        draw(done, detail)
        return
      }
      const bucket = Math.floor(percent(done) / every)
      // The first report, and each next step of `every` percent; 100% is left to finish.
      if (done !== lastDone && (lastBucket === -1 || bucket > lastBucket) && percent(done) < 100) {
        lastBucket = bucket
        lastDone = done
        draw(done, detail)
      }
    },
    finish(done, detail) {
      if (finished) return
      finished = true
      draw(done, detail)
      if (tty) stream.write('\n')
    },
  }
}
