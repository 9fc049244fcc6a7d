import { WireTimeOption } from '@waybill/sdk-core/wire'
import { is } from 'superstruct'
import { describe, expect, it } from 'vitest'
import { INTERCITY_CLOSED_AREA, INTERCITY_UNAVAILABLE, timeOptionsAt } from './timeOptions.ts'
import { ZONES } from './zones.ts'

const centre = (name: string) => {
  const zone = ZONES.find((entry) => entry.name === name)
  if (!zone) throw new Error(name)
  return zone.centre
}

function options(name: string, intercity: boolean) {
  const answer = timeOptionsAt(centre(name), intercity)
  if (!answer.ok) throw new Error(answer.message)
  return answer.options
}

describe('time options (part 1 §3 "Time options from the server", §4 "Pickup time options")', () => {
  it.each(['Edmonton', 'Red Deer', 'Calgary'])(
    'answers the wire shape in %s, local and intercity',
    (city) => {
      for (const intercity of [false, true]) {
        for (const option of options(city, intercity)) expect(is(option, WireTimeOption)).toBe(true)
      }
    },
  )

  it('offers delivery windows, express and rush locally; only intercity windows between cities', () => {
    expect(options('Edmonton', false).map((option) => option.pickup_time.type)).toEqual([1, 1, 2, 3])
    const intercity = options('Calgary', true)
    expect(intercity.map((option) => option.pickup_time.type)).toEqual([1])
    expect(intercity.every((option) => option.pickup_time.delivery_type === 'intercity')).toBe(true)
    expect(options('Calgary', false).every((option) => option.pickup_time.delivery_type === 'local')).toBe(
      true,
    )
  })

  it('gives a window standard, "by", special and next-day drop-off options, indexed in order', () => {
    const [morning] = options('Edmonton', false)
    const drops = morning?.dropoff_time ?? []
    expect(drops.map((drop) => drop.index)).toEqual(drops.map((_, index) => index))
    expect(drops.some((drop) => drop.early_time === null && drop.is_special_timing === 0)).toBe(true)
    expect(drops.filter((drop) => drop.is_special_timing === 1).map((drop) => drop.text)).toEqual([
      'Deliver before',
      'Deliver after',
      'Deliver between',
    ])
    expect(drops.filter((drop) => drop.is_next_day_do === 1)).toEqual([
      expect.objectContaining({ early_time: '11:00:00', deliver_in_future_days: 1 }),
    ])
  })

  it('offers Sunday pickups only in Edmonton (for Sunday-enabled accounts), never in Red Deer on weekends', () => {
    const days = (city: string) =>
      new Set(options(city, false).flatMap((option) => option.pickup_time.service_days))
    expect(days('Edmonton').has(0)).toBe(true)
    const redDeerWindows = options('Red Deer', false).filter((option) => option.pickup_time.type === 1)
    expect(redDeerWindows.flatMap((option) => option.pickup_time.service_days)).not.toContain(6)
  })

  it('answers 404 for a point outside every zone', () => {
    expect(timeOptionsAt({ lat: 52.1332, lng: -106.67 }, false)).toMatchObject({ ok: false, status: 404 })
  })

  it("answers 'Intercity is not available at the moment.' for intercity in the reserved area only (part 1 §8)", () => {
    expect(timeOptionsAt(INTERCITY_CLOSED_AREA.centre, true)).toEqual({
      ok: false,
      status: 422,
      message: INTERCITY_UNAVAILABLE,
    })
    expect(timeOptionsAt(INTERCITY_CLOSED_AREA.centre, false).ok).toBe(true)
    expect(timeOptionsAt(centre('Red Deer'), true).ok).toBe(true)
  })
})
