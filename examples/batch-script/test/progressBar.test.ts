import { describe, expect, it } from 'vitest'
import { createProgressBar } from '../src/progressBar.ts'

function stream(isTTY: boolean) {
  const writes: string[] = []
  return { writes, isTTY, write: (text: string) => writes.push(text) }
}

describe('createProgressBar', () => {
  it('redraws one line with \\r on a terminal and ends it once finished', () => {
    const tty = stream(true)
    const bar = createProgressBar({ stream: tty, label: 'Submitting', total: 4, width: 8 })
    bar.update(1)
    bar.update(2)
    bar.finish(4)
    bar.update(3)
    expect(tty.writes).toEqual([
      '\rSubmitting [##------] 1/4\u001b[K',
      '\rSubmitting [####----] 2/4\u001b[K',
      '\rSubmitting [########] 4/4\u001b[K',
      '\n',
    ])
  })

  it('prints a plain line every 10% elsewhere, and the last one at the end', () => {
    const log = stream(false)
    const bar = createProgressBar({ stream: log, label: 'Validating addresses', total: 40 })
    for (let done = 0; done <= 40; done++) bar.update(done, done === 12 ? 'twelve' : undefined)
    bar.finish(40)
    expect(log.writes).toHaveLength(11)
    expect(log.writes[0]).toBe('Validating addresses: 0/40 (0%)\n')
    expect(log.writes[1]).toBe('Validating addresses: 4/40 (10%)\n')
    expect(log.writes.at(-1)).toBe('Validating addresses: 40/40 (100%)\n')
    expect(log.writes.every((line) => !line.includes('\r'))).toBe(true)
  })

  it('shows a stopped run as far as it got', () => {
    const log = stream(false)
    createProgressBar({ stream: log, label: 'Submitting', total: 10 }).finish(3, 'stopped')
    expect(log.writes).toEqual(['Submitting: stopped (30%)\n'])
  })
})
