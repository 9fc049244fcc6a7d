// Issue 24 'Packages people can install': the tarball check runs on the lowest Node the packages' engines admit, so
// that lowering engines.node puts the lower Node under test.
import { describe, expect, it } from 'vitest'
import { lowestNodeMajor, nodeMajors } from './installCheck.ts'

const packed = (...ranges: (string | undefined)[]) =>
  ranges.map((node, index) => ({
    pkg: { name: `@waybill/p${index}`, engines: { node } },
    tarball: `p${index}.tgz`,
  }))

describe('lowestNodeMajor (issue 24)', () => {
  it.each([
    ['>=22', 22],
    ['>= 22.12', 22],
    ['>=24.11.0', 24],
  ])('reads %s as Node %i', (range, major) => {
    expect(lowestNodeMajor(range)).toBe(major)
  })

  it.each([['^22 || ^24'], ['22'], ['>=22 <25'], [undefined]])(
    'cannot tell the lowest Node of %s',
    (range) => {
      expect(lowestNodeMajor(range)).toBeNull()
    },
  )
})

describe('nodeMajors (issue 24)', () => {
  it("runs on the packages' lowest Node and on this one, once each, lowest first", () => {
    expect(nodeMajors(packed('>=22', '>=22'), 24)).toEqual({ majors: [22, 24], problems: [] })
    expect(nodeMajors(packed('>=24.11', '>=24.11'), 24)).toEqual({ majors: [24], problems: [] })
  })

  it('runs on the lowest Node of each package when they differ', () => {
    expect(nodeMajors(packed('>=22', '>=20'), 24).majors).toEqual([20, 22, 24])
  })

  it('names a package whose engines it cannot read', () => {
    expect(nodeMajors(packed('>=22', undefined), 24)).toEqual({
      majors: [],
      problems: ["@waybill/p1: engines.node must read '>=<version>' to be checked"],
    })
  })
})
