/** The word the forms show before a bare unit: '2' reads 'Unit 2'. */
const UNIT_WORD = 'Unit'

/** A typed 'Unit', with what may follow it before the unit itself ('Unit 2', 'unit #2', 'Unit: 2', 'Unit2'). */
const UNIT_PREFIX = /^unit(?![a-z])[\s.:#-]*/i

/** Words that already say what kind of unit it is: the unit is shown as typed ('Suite 400', 'Apt 3'). */
const DESIGNATORS =
  'suite|ste|apt|apartment|room|rm|bay|floor|office|home|building|bldg|basement|bsmt|lot|dock|door|penthouse|ph'
const DESIGNATOR = new RegExp(`^(?:${DESIGNATORS})(?![a-z])`, 'i')

/**
 * A unit as the screens show it (issue 21: 'Unit 2' typed in the unit field read 'Unit Unit 2' in the summary):
 * a bare unit gets the word 'Unit' ('2', '#2' → 'Unit 2'); a unit typed with 'Unit' keeps one ('unit 2',
 * 'Unit #2' → 'Unit 2'); a unit that names its own kind is kept as typed, first letter capitalised ('suite 400'
 * → 'Suite 400'); blank gives ''.
 *
 * @example
 * ```ts
 * formatUnit('Unit 2') // 'Unit 2'
 * formatUnit('204') // 'Unit 204'
 * ```
 */
export function formatUnit(unit: string): string {
  const typed = unit.trim().replace(/^#\s*/, '')
  if (typed === '') return ''
  if (DESIGNATOR.test(typed)) return typed.charAt(0).toUpperCase() + typed.slice(1)
  const rest = typed.replace(UNIT_PREFIX, '').trim()
  return rest === '' ? '' : `${UNIT_WORD} ${rest}`
}

/**
 * An address followed by its unit as {@link formatUnit} shows it, e.g. '10220 104 Ave NW, Unit 204'; the address
 * alone when there is no unit (part 1 §2: the contacts' info window and the order summary show the address with
 * unit).
 *
 * @example
 * ```ts
 * addressWithUnit('10150 Jasper Ave NW', 'Unit 2') // '10150 Jasper Ave NW, Unit 2'
 * ```
 */
export function addressWithUnit(address: string, unit: string): string {
  const shown = formatUnit(unit)
  return shown === '' ? address : `${address}, ${shown}`
}

/**
 * The unit marker of an order record's address text (part 2 §3.1: '#' then the unit, which the server writes in
 * front of the address): '#2', '#12A', and '#Unit 2' or '#Suite 400' when the unit was typed with its word.
 */
const LISTED_UNIT = new RegExp(`(^|[\\s,])#\\s*((?:(?:unit|${DESIGNATORS})\\.?\\s+)?[^\\s,]+)`, 'i')

/**
 * An order record's address text as the dashboard shows it (part 2 §2.1, §3.1): the unit the server wrote in
 * front ('#Unit 2 10150 Jasper Ave NW') moves after the address and reads as the forms write it
 * ('10150 Jasper Ave NW, Unit 2'); an address without a '#' unit is unchanged.
 *
 * @internal
 *
 * @example
 * ```ts
 * orderAddressLine('#Unit 2 10150 Jasper Ave NW') // '10150 Jasper Ave NW, Unit 2'
 * ```
 */
export function orderAddressLine(address: string): string {
  const found = LISTED_UNIT.exec(address)
  if (!found) return address
  const [marker, before = '', unit = ''] = found
  const rest = `${address.slice(0, found.index)}${before}${address.slice(found.index + marker.length)}`
    .replace(/\s+,/g, ',')
    .replace(/,\s*,/g, ',')
    .replace(/\s{2,}/g, ' ')
    .replace(/^[\s,]+|[\s,]+$/g, '')
  return rest === '' ? formatUnit(unit) : addressWithUnit(rest, unit)
}
