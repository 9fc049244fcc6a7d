import type { Point } from './distance.ts'

/** The cities of the offline geocoder: the three serviced zones (part 1 §1). */
export const CITIES = ['Edmonton', 'Red Deer', 'Calgary'] as const

/** A city the offline geocoder knows. */
export type City = (typeof CITIES)[number]

/**
 * A street of the offline geocoder: real names, house numbers mapped linearly onto the segment between
 * `from` (at `min`) and `to` (at `max`). The three cities number houses by the cross street or avenue
 * (10220 104 Ave NW lies between 102 and 103 St), so a straight segment is close to the real thing; the
 * points are plausible, not surveyed.
 */
export interface Street {
  /** Display name, e.g. 'Jasper Ave NW'. */
  readonly name: string
  readonly city: City
  /** Lowest and highest house number the geocoder accepts. */
  readonly min: number
  readonly max: number
  readonly from: Point
  readonly to: Point
  /** The Canada Post forward sortation area (first three characters of the postal code). */
  readonly fsa: string
}

type Grid = (house: number) => Point

function street(city: City, name: string, fsa: string, min: number, max: number, at: Grid): Street {
  return { name, city, fsa, min, max, from: at(min), to: at(max) }
}

// Edmonton: avenues run east-west and grow northward (Jasper Ave is 101 Ave), streets run north-south and
// grow westward; a house number is the cross avenue or street times 100.
const edmontonAvenueLat = (avenue: number) => 53.542 + (avenue - 101) * 0.00123
const edmontonStreetLng = (street: number) => -113.491 - (street - 100) * 0.00234
const edmontonAvenue =
  (avenue: number): Grid =>
  (house) => ({
    lat: edmontonAvenueLat(avenue),
    lng: edmontonStreetLng(house / 100),
  })
const edmontonStreet =
  (number: number): Grid =>
  (house) => ({
    lat: edmontonAvenueLat(house / 100),
    lng: edmontonStreetLng(number),
  })

// Red Deer: streets run east-west and grow northward (Ross St is 49 St), avenues run north-south and grow
// westward (Gaetz Ave is 50 Ave).
const redDeerStreetLat = (street: number) => 52.268 + (street - 49) * 0.0015
const redDeerAvenueLng = (avenue: number) => -113.812 - (avenue - 50) * 0.0026
const redDeerStreet =
  (number: number): Grid =>
  (house) => ({
    lat: redDeerStreetLat(number),
    lng: redDeerAvenueLng(house / 100),
  })
const redDeerAvenue =
  (number: number): Grid =>
  (house) => ({
    lat: redDeerStreetLat(house / 100),
    lng: redDeerAvenueLng(number),
  })

// Calgary: quadrants around Centre St and Centre Ave; avenues run east-west, streets north-south.
const calgaryAvenueLat = (avenue: number, side: 'N' | 'S') =>
  side === 'N' ? 51.0537 + avenue * 0.00085 : 51.0537 - avenue * 0.00101
const calgaryStreetLng = (street: number, side: 'E' | 'W') =>
  -114.0626 + (side === 'E' ? 1 : -1) * street * 0.0023
const calgaryAvenue =
  (avenue: number, quadrant: 'NW' | 'NE' | 'SW' | 'SE'): Grid =>
  (house) => ({
    lat: calgaryAvenueLat(avenue, quadrant[0] as 'N' | 'S'),
    lng: calgaryStreetLng(house / 100, quadrant[1] as 'E' | 'W'),
  })
const calgaryStreet =
  (number: number, quadrant: 'NW' | 'NE' | 'SW' | 'SE'): Grid =>
  (house) => ({
    lat: calgaryAvenueLat(house / 100, quadrant[0] as 'N' | 'S'),
    lng: calgaryStreetLng(number, quadrant[1] as 'E' | 'W'),
  })

/**
 * Airport Dr, Red Deer: a short road beside the regional airport, inside the area reserved for "intercity is
 * not available" (see `timeOptions.ts`).
 */
const airportDrive: Grid = (house) => {
  const t = (house - 1) / 998
  return { lat: 52.179 + t * 0.006, lng: -113.899 + t * 0.009 }
}

/**
 * Fort Rd NW, Edmonton: a diagonal road in the north-east, numbered by the avenue it crosses; it drifts east by
 * half a street per avenue northward from 66 St at 118 Ave.
 */
const fortRoad: Grid = (house) => ({
  lat: edmontonAvenueLat(house / 100),
  lng: edmontonStreetLng(66 - (house / 100 - 118) / 2),
})

/**
 * The streets the offline geocoder knows, about fifteen per city, and every seeded account's business street
 * (issue 22 item 10: the batch script places the business address as its pickup).
 */
export const STREETS: readonly Street[] = [
  street('Edmonton', 'Jasper Ave NW', 'T5J', 9500, 12499, edmontonAvenue(101)),
  street('Edmonton', '102 Ave NW', 'T5J', 9500, 12499, edmontonAvenue(102)),
  street('Edmonton', '104 Ave NW', 'T5J', 9500, 14999, edmontonAvenue(104)),
  street('Edmonton', '107 Ave NW', 'T5H', 9500, 14999, edmontonAvenue(107)),
  street('Edmonton', '118 Ave NW', 'T5G', 5000, 14999, edmontonAvenue(118)),
  street('Edmonton', '137 Ave NW', 'T5E', 5000, 14999, edmontonAvenue(137)),
  street('Edmonton', 'Whyte Ave NW', 'T6E', 9900, 11199, edmontonAvenue(82)),
  street('Edmonton', '82 Ave NW', 'T6E', 9900, 11199, edmontonAvenue(82)),
  street('Edmonton', '62 Ave NW', 'T6E', 7500, 11199, edmontonAvenue(62)),
  street('Edmonton', '23 Ave NW', 'T6T', 5000, 14999, edmontonAvenue(23)),
  street('Edmonton', '97 St NW', 'T5G', 10000, 15999, edmontonStreet(97)),
  street('Edmonton', '99 St NW', 'T6E', 5000, 10999, edmontonStreet(99)),
  street('Edmonton', '104 St NW', 'T5J', 8200, 11899, edmontonStreet(104)),
  street('Edmonton', '109 St NW', 'T5K', 6000, 12999, edmontonStreet(109)),
  street('Edmonton', '124 St NW', 'T5M', 10000, 12999, edmontonStreet(124)),
  street('Edmonton', '149 St NW', 'T5P', 8700, 11899, edmontonStreet(149)),
  street('Edmonton', '170 St NW', 'T5S', 8700, 11899, edmontonStreet(170)),
  street('Edmonton', 'Fort Rd NW', 'T5A', 11800, 15299, fortRoad),
  street('Edmonton', 'Gateway Blvd NW', 'T6H', 2300, 8199, edmontonStreet(103)),
  street('Edmonton', 'Calgary Trail NW', 'T6H', 2300, 8199, edmontonStreet(104.5)),
  street('Red Deer', 'Gaetz Ave', 'T4N', 3000, 7799, redDeerAvenue(50)),
  street('Red Deer', 'Ross St', 'T4N', 4500, 5599, redDeerStreet(49)),
  street('Red Deer', '50 St', 'T4N', 4000, 5999, redDeerStreet(50)),
  street('Red Deer', '43 St', 'T4N', 3000, 5999, redDeerStreet(43)),
  street('Red Deer', '48 St', 'T4N', 4000, 5999, redDeerStreet(48)),
  street('Red Deer', '55 St', 'T4N', 3000, 5999, redDeerStreet(55)),
  street('Red Deer', '67 St', 'T4P', 3000, 6999, redDeerStreet(67)),
  street('Red Deer', '32 St', 'T4N', 3000, 5999, redDeerStreet(32)),
  street('Red Deer', '19 St', 'T4R', 3000, 5999, redDeerStreet(19)),
  street('Red Deer', '60 St', 'T4P', 3000, 6999, redDeerStreet(60)),
  street('Red Deer', '48 Ave', 'T4N', 3200, 5999, redDeerAvenue(48)),
  street('Red Deer', '40 Ave', 'T4N', 3000, 7799, redDeerAvenue(40)),
  street('Red Deer', '30 Ave', 'T4N', 3000, 7799, redDeerAvenue(30)),
  street('Red Deer', 'Taylor Dr', 'T4P', 1900, 7799, redDeerAvenue(62)),
  street('Red Deer', 'Bremner Ave', 'T4N', 3000, 7799, redDeerAvenue(25)),
  street('Red Deer', 'Airport Dr', 'T4E', 1, 999, airportDrive),
  street('Calgary', 'Stephen Ave SW', 'T2P', 100, 499, calgaryAvenue(8, 'SW')),
  street('Calgary', '8 Ave SW', 'T2P', 100, 1499, calgaryAvenue(8, 'SW')),
  street('Calgary', '4 Ave SW', 'T2P', 100, 999, calgaryAvenue(4, 'SW')),
  street('Calgary', '17 Ave SW', 'T2T', 100, 3799, calgaryAvenue(17, 'SW')),
  street('Calgary', '17 Ave SE', 'T2G', 100, 5299, calgaryAvenue(17, 'SE')),
  street('Calgary', '9 Ave SE', 'T2G', 100, 1999, calgaryAvenue(9, 'SE')),
  street('Calgary', '14 Ave NW', 'T2N', 100, 2999, calgaryAvenue(14, 'NW')),
  street('Calgary', '16 Ave NW', 'T2M', 100, 5999, calgaryAvenue(16, 'NW')),
  street('Calgary', '32 Ave NE', 'T2E', 100, 3999, calgaryAvenue(32, 'NE')),
  street('Calgary', 'Kensington Rd NW', 'T2N', 1000, 2999, calgaryAvenue(2.5, 'NW')),
  street('Calgary', 'Macleod Trail SE', 'T2H', 100, 13099, calgaryStreet(0.7, 'SE')),
  street('Calgary', 'Centre St N', 'T2E', 100, 6499, calgaryStreet(0, 'NW')),
  street('Calgary', 'Edmonton Trail NE', 'T2E', 100, 4199, calgaryStreet(1.5, 'NE')),
  street('Calgary', '1 St SW', 'T2R', 100, 2599, calgaryStreet(1, 'SW')),
  street('Calgary', '4 St SW', 'T2S', 100, 3999, calgaryStreet(4, 'SW')),
  street('Calgary', '14 St SW', 'T3C', 100, 9999, calgaryStreet(14, 'SW')),
]

/** The point of a house number on a street (the number must lie in the street's range). */
export function pointOnStreet(target: Street, house: number): Point {
  const t = target.max === target.min ? 0 : (house - target.min) / (target.max - target.min)
  return {
    lat: target.from.lat + (target.to.lat - target.from.lat) * t,
    lng: target.from.lng + (target.to.lng - target.from.lng) * t,
  }
}
