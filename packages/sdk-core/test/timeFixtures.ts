import type { DropoffTimeOption } from '../src/domain/timeOptions.ts'

/** A server drop-off time option (part 1 §3 'Time options from the server'): a standard one unless `extra` says. */
export function dropoffOption(
  index: number,
  earlyTime: string | null,
  laterTime: string | null,
  extra: Partial<DropoffTimeOption> = {},
): DropoffTimeOption {
  return {
    earlyTime,
    laterTime,
    text: `${earlyTime} - ${laterTime}`,
    isSpecialTiming: false,
    isNextDay: false,
    deliverInFutureDays: 0,
    index,
    ...extra,
  }
}
