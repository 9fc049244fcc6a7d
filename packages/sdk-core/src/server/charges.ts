import type { ChargeRegistry } from './types.ts'

/**
 * The default {@link ChargeRegistry}: charged uuids in this process's memory. A restart forgets them; a server
 * with several processes should pass a shared store instead.
 *
 * @example
 * ```ts
 * const charges = memoryCharges()
 * charges.claim('a1') // true: charge it
 * charges.claim('a1') // false: already charged
 * ```
 */
export function memoryCharges(): Required<ChargeRegistry> {
  const charged = new Set<string>()
  return {
    claim(uuid) {
      if (charged.has(uuid)) return false
      charged.add(uuid)
      return true
    },
    release(uuid) {
      charged.delete(uuid)
    },
  }
}
