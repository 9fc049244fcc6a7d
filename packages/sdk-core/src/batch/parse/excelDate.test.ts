import { describe, expect, it } from 'vitest'
import { excelSerialText } from './excelDate.ts'

describe('excelSerialText', () => {
  it.each([
    [46349, false, '2026-11-23'],
    [46349.375, false, '2026-11-23 09:00'],
    [46349.5000115741, false, '2026-11-23 12:00:01'],
    [0.75, false, '18:00'],
    [1, false, '1900-01-01'],
    [59, false, '1900-02-28'],
    [60, false, '1900-02-29'],
    [61, false, '1900-03-01'],
    [2958465, false, '9999-12-31'],
    [44887, true, '2026-11-23'],
  ])(
    'shows serial %d (1904 system: %s) as %j, as Excel shows the cell (part 2 §3.8 decision)',
    (serial, date1904, text) => {
      expect(excelSerialText(serial, date1904)).toBe(text)
    },
  )

  it.each([[-1], [2958466], [Number.NaN], [Number.POSITIVE_INFINITY]])(
    "leaves serial %d, outside Excel's calendar, to be shown as a number",
    (serial) => {
      expect(excelSerialText(serial, false)).toBeNull()
    },
  )
})
