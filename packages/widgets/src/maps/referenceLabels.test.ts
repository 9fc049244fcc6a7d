import { describe, expect, it } from 'vitest'
import { labelBox, referenceLabelSides } from './referenceLabels.ts'

describe('referenceLabelSides (issue 21: city names do not collide with markers)', () => {
  const calgary = { name: 'Calgary', at: { x: 200, y: 200 } }

  it('draws a name right of its dot when no marker is near', () => {
    expect(referenceLabelSides([calgary], [{ x: 20, y: 20 }])).toEqual(['right'])
  })

  it('moves the name left of its dot when a marker stands on its right', () => {
    const right = labelBox(calgary.at, calgary.name, 'right')
    expect(referenceLabelSides([calgary], [{ x: right.left + 10, y: 210 }])).toEqual(['left'])
  })

  it('puts the name below its dot when a marker stands on the city itself', () => {
    expect(referenceLabelSides([calgary], [calgary.at])).toEqual(['below'])
  })

  it('leaves the name out when markers cover both sides and below', () => {
    const right = labelBox(calgary.at, calgary.name, 'right')
    const left = labelBox(calgary.at, calgary.name, 'left')
    const markers = [
      { x: right.left + 10, y: 210 },
      { x: left.right - 10, y: 210 },
      { x: 200, y: 230 },
    ]
    expect(referenceLabelSides([calgary], markers)).toEqual(['none'])
  })

  it('ignores a marker just above the label: the pin is drawn above its point', () => {
    expect(referenceLabelSides([calgary], [{ x: 230, y: 200 - 9 - 1 }])).toEqual(['right'])
  })
})
