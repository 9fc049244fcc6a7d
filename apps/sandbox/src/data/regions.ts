/** An operating region: a city the courier serves, its centre and its opening hours. */
export interface Region {
  readonly id: number
  readonly name: string
  readonly lat: number
  readonly lng: number
  /** 'HH:mm:ss' */
  readonly open: string
  /** 'HH:mm:ss' */
  readonly close: string
}

/** The three operating regions (part 1 §1): local service in each, intercity between them. */
export const REGIONS: readonly Region[] = [
  { id: 1, name: 'Edmonton', lat: 53.541427, lng: -113.500434, open: '07:00:00', close: '21:00:00' },
  { id: 2, name: 'Red Deer', lat: 52.268112, lng: -113.811422, open: '07:00:00', close: '21:00:00' },
  { id: 3, name: 'Calgary', lat: 51.044733, lng: -114.071883, open: '07:00:00', close: '21:00:00' },
]

/** The region with this id, Edmonton when unknown. */
export function regionById(id: number): Region {
  const fallback = REGIONS[0] as Region
  return REGIONS.find((region) => region.id === id) ?? fallback
}

/** 'HH:mm' every `stepMinutes` from `open` to `close` inclusive ('HH:mm:ss' inputs). */
export function timesBetween(open: string, close: string, stepMinutes = 30): string[] {
  const minutes = (time: string) => {
    const [h = 0, m = 0] = time.split(':').map(Number)
    return h * 60 + m
  }
  const times: string[] = []
  for (let at = minutes(open); at <= minutes(close); at += stepMinutes) {
    const hh = String(Math.floor(at / 60)).padStart(2, '0')
    const mm = String(at % 60).padStart(2, '0')
    times.push(`${hh}:${mm}`)
  }
  return times
}
