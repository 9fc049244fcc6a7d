import { describe, expect, it } from 'vitest'
import { type BundleSize, ceilingKb, formatBundleSizes } from './bundleSize.ts'

const size = (gzip: number, budgetKb?: number, baseline?: number): BundleSize => ({
  packageName: '@waybill/widgets',
  entry: 'embed/waybill-widget.js',
  raw: 344_645,
  gzip,
  budgetKb,
  baseline,
})

describe('ceilingKb (each entry may grow 5% past its figure when the ceiling was set)', () => {
  it('is 5% above the baseline, rounded up to 0.1 kB', () => {
    expect(ceilingKb(108_995)).toBe(114.5)
    expect(ceilingKb(8_917)).toBe(9.4)
    expect(ceilingKb(1_000)).toBe(1.1)
    expect(ceilingKb(2_000)).toBe(2.1)
  })
})

describe('formatBundleSizes (each figure beside its budget and its ceiling)', () => {
  it('prints the budget and the ceiling, with the figure the ceiling was set from', () => {
    const [line] = formatBundleSizes([size(108_995, 110, 108_995)])
    expect(line).toMatch(/109\.0 kB gzip\s+budget 110 kB ok\s+ceiling 114\.5 kB \(today 109\.0 \+5%\) ok$/)
  })

  it('reports a figure over its budget, or over its ceiling, and an entry with neither', () => {
    expect(formatBundleSizes([size(110_001, 110, 108_995)])[0]).toContain('OVER BUDGET')
    expect(formatBundleSizes([size(9_500, 110, 8_917)])[0]).toMatch(/ceiling 9\.4 kB .* OVER CEILING$/)
    expect(formatBundleSizes([size(7_300)])[0]).toMatch(/no budget\s+no ceiling$/)
  })
})
