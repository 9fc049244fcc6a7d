// The time-window engine's budget (issue 4 'Proof'): every pickup and drop-off option state of a 14-day horizon,
// recomputed from 8 pickup × 8 drop-off options, in ≤ 1 ms p95.
import type { DropoffTimeOption, PickupTimeOption, TimeOption } from '@waybill/sdk-core'
import { type TimeOptionStatesInput, timeOptionStates } from '@waybill/sdk-core/rules'

/** Prints one benchmark figure beside its budget (the helper of bench/run.ts). */
export type BenchLine = (name: string, figure: string, budget: string, ok: boolean) => void

const BUDGET_MS = 1
const WARM_UP = 200
const SAMPLES = 2000

function dropoff(
  index: number,
  earlyTime: string | null,
  laterTime: string | null,
  kind: 'standard' | 'special' | 'nextDay' = 'standard',
): DropoffTimeOption {
  return {
    earlyTime,
    laterTime,
    text: `${earlyTime ?? ''}-${laterTime ?? ''}`,
    isSpecialTiming: kind === 'special',
    isNextDay: kind === 'nextDay',
    deliverInFutureDays: kind === 'nextDay' ? 1 : 0,
    index,
  }
}

/** Four standard windows, 'by' options, the three special ones and a next-day one, like the sandbox's. */
const DROPOFFS: readonly DropoffTimeOption[] = [
  dropoff(0, '13:00', '17:00'),
  dropoff(1, null, '17:00'),
  dropoff(2, '17:00', '21:00'),
  dropoff(3, null, '21:00'),
  dropoff(4, null, '20:00', 'special'),
  dropoff(5, '18:00', null, 'special'),
  dropoff(6, '20:00', '21:00', 'special'),
  dropoff(7, '11:00', '17:00', 'nextDay'),
]

function pickup(
  earlyTime: string,
  laterTime: string,
  type: 1 | 2 | 3,
  cutOffTime: string | null,
): TimeOption {
  const option: PickupTimeOption = {
    earlyTime,
    laterTime,
    text: `Pickup ${earlyTime} - ${laterTime}`,
    cutOffTime,
    serviceDays: type === 1 ? [1, 2, 3, 4, 5, 6] : [0, 1, 2, 3, 4, 5, 6],
    deliveryType: 'local',
    type,
  }
  return { pickup: option, dropoffs: DROPOFFS }
}

/** A realistic local fixture: six delivery windows, Express and Rush, each with eight drop-off options. */
export function timeWindowsFixture(now: number): TimeOptionStatesInput {
  return {
    now,
    timeZone: 'America/Edmonton',
    options: [
      pickup('07:00', '09:00', 1, '06:30'),
      pickup('08:00', '10:00', 1, '07:30'),
      pickup('09:00', '12:00', 1, '08:30'),
      pickup('10:00', '13:00', 1, '09:30'),
      pickup('12:00', '16:00', 1, '11:30'),
      pickup('13:00', '17:00', 1, '12:30'),
      pickup('07:00', '16:00', 2, '15:00'),
      pickup('07:00', '18:00', 3, '18:00'),
    ],
    isIntercity: false,
    isEditing: false,
    isExpressEnabled: true,
    distanceKm: 12,
    rushDistance: 15,
    skippedDays: { local: ['25-12', '26-12', '01-01'], intercity: ['25-12'], valet: [] },
    isSundayDeliveryEnabled: false,
    localMinSpecialTime: 3,
    intercityMinSpecialTime: 5,
  }
}

/** Measures {@link timeOptionStates} over a 14-day horizon and prints its p95 beside the 1 ms budget. */
export function benchTimeWindows(line: BenchLine): number {
  const start = Date.parse('2026-11-23T16:00:00Z') // Monday 09:00 in Edmonton
  // A new `now` every sample (7 minutes apart, over a week) so no answer is the same as the last one.
  const inputs = Array.from({ length: 1440 }, (_, i) => timeWindowsFixture(start + i * 7 * 60_000))
  const run = (i: number) => timeOptionStates(inputs[i % inputs.length] ?? timeWindowsFixture(start))
  for (let i = 0; i < WARM_UP; i++) run(i)
  const samples: number[] = []
  for (let i = 0; i < SAMPLES; i++) {
    const begin = performance.now()
    run(i)
    samples.push(performance.now() - begin)
  }
  samples.sort((a, b) => a - b)
  const p95 = samples[Math.floor(0.95 * samples.length)] ?? Number.NaN
  line(
    'time option states, 14 days × 8 × 8, p95',
    `${p95.toFixed(3)} ms`,
    `≤ ${BUDGET_MS} ms`,
    p95 <= BUDGET_MS,
  )
  return p95
}
