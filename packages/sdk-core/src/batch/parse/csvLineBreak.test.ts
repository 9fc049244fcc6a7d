import { describe, expect, it } from 'vitest'
import { csvLineBreak } from './csvLineBreak.ts'

describe('csvLineBreak (part 2 §3.8: every row of a CSV is read, whatever its line ends)', () => {
  it.each([
    ['LF lines', 'a,b\nc,d\n', '\n'],
    ['CRLF lines', 'a,b\r\nc,d\r\n', '\n'],
    ['CRLF and LF lines mixed', 'a,b\r\nc,d\ne,f\r\n', '\n'],
    ['CR-only lines (older Mac Excel)', 'a,b\rc,d\r', '\r'],
    ['one line and no line end', 'a,b', '\n'],
    ['nothing', '', '\n'],
  ])('finds the line break of %s', (_name, head, want) => {
    expect(csvLineBreak(head, ',')).toBe(want)
  })

  it.each([
    ['a quoted LF', 'Title\r"Dana","1 Main St\nBack door"\rLee,2\r'],
    ['a quoted CRLF', 'Title\r"Dana","1 Main St\r\nBack door"\rLee,2\r'],
    ['a quoted LF in the first cell', '"Two\nlines",x\rLee,2\r'],
    ['a quoted LF after doubled quotes', 'T\r"Order ""A""\nB",x\r'],
    ['a quoted LF with spaces after the closing quote', 'T\r"a\nb"  ,x\r'],
  ])(
    'reads a CR-only file whose cells hold %s as CR-only: line feeds inside quotes end no line',
    (_name, head) => {
      expect(csvLineBreak(head, ',')).toBe('\r')
    },
  )

  it('reads a CR inside quotes of an LF file as text, and an LF file is LF whatever its cells hold', () => {
    expect(csvLineBreak('"a\rb",c\nd,e\n', ',')).toBe('\n')
    expect(csvLineBreak('"only\rquoted"', ',')).toBe('\n')
  })

  it('opens quotes only at the start of a cell, as papaparse reads them: a quote inside a cell is text', () => {
    // 12" is text: the line feed after it ends a line.
    expect(csvLineBreak('Pizza 12" box,x\ny,z\r', ',')).toBe('\n')
  })

  it('finds cells by the delimiter tried: after a semicolon or tab a quote opens a cell', () => {
    expect(csvLineBreak('T\ra;"b\nc";d\r', ';')).toBe('\r')
    expect(csvLineBreak('T\ra\t"b\nc"\td\r', '\t')).toBe('\r')
    // With a comma, ;"b is text and the line feed ends a line.
    expect(csvLineBreak('T\ra;"b\nc";d\r', ',')).toBe('\n')
  })

  it('reads on past a quote not followed by a delimiter or line end, as papaparse does', () => {
    expect(csvLineBreak('T\r"a"b\nc",d\r', ',')).toBe('\r')
  })

  it('takes an unpaired quote as quoting the rest: its CRs before decide', () => {
    expect(csvLineBreak('T\rHeader\r"open\nand never closed', ',')).toBe('\r')
  })
})
