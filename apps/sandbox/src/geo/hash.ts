/**
 * FNV-1a, 32 bits: a small, stable string hash. The offline geocoder and the what3words emulation derive
 * every "random" choice from it, so the same input gives the same answer on every machine and every run.
 */
export function fnv1a(text: string): number {
  let hash = 0x811c9dc5
  for (let index = 0; index < text.length; index++) {
    hash ^= text.charCodeAt(index)
    hash = Math.imul(hash, 0x01000193)
  }
  return hash >>> 0
}

/** A stable number in [0, 1) for `text` and a `salt` naming what it is used for. */
export function unitHash(text: string, salt: string): number {
  return fnv1a(`${salt}:${text}`) / 0x1_0000_0000
}

/** A stable pick from a non-empty list. */
export function pick<T>(list: readonly T[], text: string, salt: string): T {
  const item = list[fnv1a(`${salt}:${text}`) % list.length]
  if (item === undefined) throw new RangeError('pick needs a non-empty list')
  return item
}

/** Rounds a coordinate to 6 decimals (about 10 cm), as geocoders answer. */
export function roundCoordinate(value: number): number {
  return Math.round(value * 1e6) / 1e6
}
