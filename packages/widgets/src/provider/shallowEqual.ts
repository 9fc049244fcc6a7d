/**
 * Whether two selections hold the same values: the same value, or two arrays or objects whose items (own fields)
 * are each the same value. For {@link useStore}'s `isEqual` when a selector builds an object or a list.
 */
export function shallowEqual(a: unknown, b: unknown): boolean {
  if (Object.is(a, b)) return true
  if (typeof a !== 'object' || a === null || typeof b !== 'object' || b === null) return false
  if (Array.isArray(a) !== Array.isArray(b)) return false
  const keys = Object.keys(a)
  if (keys.length !== Object.keys(b).length) return false
  const left = a as Record<string, unknown>
  const right = b as Record<string, unknown>
  return keys.every((key) => Object.hasOwn(right, key) && Object.is(left[key], right[key]))
}
