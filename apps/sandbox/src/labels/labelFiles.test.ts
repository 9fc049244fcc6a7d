import { describe, expect, it } from 'vitest'
import { createLabelFiles, LABEL_FILE_TTL_MS } from './labelFiles.ts'

const pdf = (n: number) => new Uint8Array([n])

describe('createLabelFiles (prepared orderedlabels PDFs)', () => {
  it('gives unguessable 128-bit tokens, different each time', () => {
    const files = createLabelFiles()
    const tokens = new Set(Array.from({ length: 50 }, (_, index) => files.put(pdf(index))))
    expect(tokens.size).toBe(50)
    for (const token of tokens) expect(token).toMatch(/^[0-9a-f]{32}$/)
  })

  it('serves a file any number of times until it expires after 10 minutes', () => {
    let time = 1_000
    const files = createLabelFiles({ now: () => time })
    const token = files.put(pdf(7))
    expect(files.get(token)).toEqual(pdf(7))
    time += LABEL_FILE_TTL_MS - 1
    expect(files.get(token)).toEqual(pdf(7))
    time += 1
    expect(files.get(token)).toBeUndefined()
    expect(files.size()).toBe(0)
  })

  it('answers undefined for an unknown token', () => {
    expect(createLabelFiles().get('0'.repeat(32))).toBeUndefined()
  })

  it('drops the oldest files beyond its limit', () => {
    let next = 0
    const files = createLabelFiles({ maxFiles: 2, newToken: () => `t${next++}` })
    files.put(pdf(0))
    files.put(pdf(1))
    files.put(pdf(2))
    expect(files.size()).toBe(2)
    expect(files.get('t0')).toBeUndefined()
    expect(files.get('t2')).toEqual(pdf(2))
  })
})
