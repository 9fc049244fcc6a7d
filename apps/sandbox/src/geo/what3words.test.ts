import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { haversineMetres } from './distance.ts'
import { INTERCITY_CLOSED_AREA } from './timeOptions.ts'
import {
  isWellFormedTriple,
  W3W_INTERCITY_CLOSED,
  W3W_OUTSIDE,
  w3wPlace,
  w3wSuggestions,
} from './what3words.ts'
import { zoneAt } from './zones.ts'

const word = fc.stringMatching(/^[a-z]{1,12}$/)
const triple = fc.tuple(word, word, word).map((words) => words.join('.'))

describe('what3words emulation (ARCHITECTURE §7; part 1 §7 what3words calls)', () => {
  it('maps any well-formed triple to the same point inside a zone, away from the reserved area', () => {
    fc.assert(
      fc.property(triple, (words) => {
        fc.pre(words !== W3W_OUTSIDE && words !== W3W_INTERCITY_CLOSED)
        const place = w3wPlace(words)
        expect(place).toEqual(w3wPlace(`///${words.toUpperCase()} `))
        const zone = place && zoneAt(place.point)
        expect(zone).toBeDefined()
        expect(place?.nearestPlace).toBe(`${zone?.name}, Alberta`)
        expect(place && haversineMetres(place.point, INTERCITY_CLOSED_AREA.centre)).toBeGreaterThan(
          INTERCITY_CLOSED_AREA.radiusMetres,
        )
      }),
    )
  })

  it('spreads triples over the three cities', () => {
    const cities = new Set(
      ['filled.count.soap', 'index.home.raft', 'prairie.wheat.lantern', 'maple.river.stone', 'a.b.c', 'x.y.z']
        .map((words) => w3wPlace(words)?.nearestPlace)
        .filter(Boolean),
    )
    expect(cities.size).toBe(3)
  })

  it.each([
    'filled.count',
    'filled..soap',
    'filled.count.soap.x',
    'fi11ed.count.soap',
    'filled count soap',
    '',
  ])('rejects the malformed triple %j', (words) => {
    expect(isWellFormedTriple(words)).toBe(false)
    expect(w3wPlace(words)).toBeUndefined()
  })

  it('reserves a triple outside every zone and one in the intercity-closed area', () => {
    const outside = w3wPlace(W3W_OUTSIDE)
    expect(outside && zoneAt(outside.point)).toBeUndefined()
    const closed = w3wPlace(W3W_INTERCITY_CLOSED)
    expect(closed && zoneAt(closed.point)?.name).toBe('Red Deer')
    expect(closed && haversineMetres(closed.point, INTERCITY_CLOSED_AREA.centre)).toBeLessThan(100)
  })
})

describe('what3words suggestions', () => {
  const words = (seed: string) => w3wSuggestions(seed).map((place) => place.words)

  it('completes the third word from the word list, at most three', () => {
    expect(words('filled.count.so')).toEqual(['filled.count.soap'])
    expect(words('///Filled.Count.s')).toEqual([
      'filled.count.saddle',
      'filled.count.silver',
      'filled.count.soap',
    ])
    expect(words('filled.count.')).toHaveLength(3)
  })

  it('suggests a complete triple nothing completes as itself, and reserved triples first', () => {
    expect(words('filled.count.zzz')).toEqual(['filled.count.zzz'])
    expect(words('outside.every.z')[0]).toBe(W3W_OUTSIDE)
  })

  it('has no suggestions for a seed without two words', () => {
    expect(words('filled')).toEqual([])
    expect(words('filled.cou')).toEqual([])
    expect(words('12.34.56')).toEqual([])
  })
})
