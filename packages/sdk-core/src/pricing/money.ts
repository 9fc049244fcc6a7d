/**
 * Money in integer cents (part 1 §3 'Priced order result', §9; part 2 §3.11, §9: "money from the server arrives
 * in cents, divided by 100 for display"). Sums are made in cents; dollars appear only at the edges.
 */

/**
 * Divides two integers and rounds the quotient half away from zero (half up for amounts ≥ 0), in integer
 * arithmetic: no float rounding error at the half cent.
 *
 * @example
 * ```ts
 * divideRounded(45150, 100) // 452 (451.5 rounds up)
 * ```
 */
export function divideRounded(numerator: number, denominator: number): number {
  if (denominator <= 0 || !Number.isFinite(numerator)) throw new RangeError('divideRounded: bad operands')
  const sign = numerator < 0 ? -1 : 1
  const magnitude = Math.floor((2 * Math.abs(numerator) + denominator) / (2 * denominator))
  return sign * magnitude
}

/**
 * Cents as a dollar number, for inputs and charts: 1234 → 12.34. Never add these up; add cents.
 *
 * @example
 * ```ts
 * centsToDollars(1234) // 12.34
 * ```
 */
export function centsToDollars(cents: number): number {
  return Math.round(cents) / 100
}

/**
 * A dollar amount (an input value, the account's default insured value) as whole cents, rounded half away from
 * zero; the float noise of decimal dollars (1.005 × 100 = 100.49999…) is cut first.
 *
 * @example
 * ```ts
 * dollarsToCents(250.5) // 25050
 * ```
 */
export function dollarsToCents(dollars: number): number {
  const scaled = Number.parseFloat((dollars * 100).toPrecision(12))
  return Math.sign(scaled) * Math.round(Math.abs(scaled))
}

/**
 * Cents for display: a dollar sign, thousands grouped by commas, two decimals; a negative amount (a credit
 * line) starts with a minus sign: '-$5.00'.
 *
 * @example
 * ```ts
 * formatCents(123456) // '$1,234.56'
 * formatCents(-500) // '-$5.00'
 * ```
 */
export function formatCents(cents: number): string {
  const whole = Math.round(cents)
  const magnitude = Math.abs(whole)
  const dollars = Math.floor(magnitude / 100)
    .toString()
    .replace(/\B(?=(\d{3})+(?!\d))/g, ',')
  const rest = (magnitude % 100).toString().padStart(2, '0')
  return `${whole < 0 ? '-' : ''}$${dollars}.${rest}`
}
