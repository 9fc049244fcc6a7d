/**
 * Reserved test inputs (docs/sandbox-simulator.md): text in an order that scripts what the sandbox does with it.
 * They never occur in real addresses or references.
 */

/** An address containing this is outside every zone: payment summary and create answer 422. */
export const UNSERVICEABLE = '[[unserviceable]]'

/** What the courier simulator does with an order. */
export type Script = 'deliver' | 'cancel-by-agent' | 'returning' | 'payment-error'

/** The marker of each scripted outcome, found in the reference (item_name), description or customer note. */
export const SCRIPT_MARKERS: Readonly<Record<Exclude<Script, 'deliver'>, string>> = {
  'cancel-by-agent': '[[cancel-by-agent]]',
  returning: '[[returning]]',
  'payment-error': '[[payment-error]]',
}

/** The script an order's texts ask for; 'deliver' (the normal course) when none. */
export function scriptOf(texts: readonly (string | null | undefined)[]): Script {
  const joined = texts.filter(Boolean).join('\n').toLowerCase()
  for (const [script, marker] of Object.entries(SCRIPT_MARKERS) as [Script, string][]) {
    if (joined.includes(marker)) return script
  }
  return 'deliver'
}

/** Whether an address carries the unserviceable marker. */
export function isMarkedUnserviceable(address: string): boolean {
  return address.toLowerCase().includes(UNSERVICEABLE)
}
