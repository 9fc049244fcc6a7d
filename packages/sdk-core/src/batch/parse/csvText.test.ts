import { describe, expect, it } from 'vitest'
import { csvBytes, csvField, csvText } from './csvText.ts'

describe('csvText (one CSV writer for the template and the rejected rows download)', () => {
  it('quotes every field and doubles its quotes; neutralises formulas only when asked (OWASP CSV injection)', () => {
    expect(csvField('a "b", c')).toBe('"a ""b"", c"')
    expect(csvField(3)).toBe('"3"')
    expect(csvField('=1+1')).toBe('"=1+1"')
    expect(csvField('=1+1', true)).toBe(`"'=1+1"`)
    expect(csvField('a=b', true)).toBe('"a=b"')
  })

  it('writes UTF-8 with a byte-order mark and CRLF line ends, one after the last line too (part 2 §3.8)', () => {
    expect(csvText([['a', 1], ['b']])).toBe('\uFEFF"a","1"\r\n"b"\r\n')
    expect([...csvBytes([['é']])]).toEqual([0xef, 0xbb, 0xbf, 0x22, 0xc3, 0xa9, 0x22, 0x0d, 0x0a])
  })
})
