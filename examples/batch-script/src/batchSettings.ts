import { basename } from 'node:path'
import type { Account, SizeCategory, WaybillClient } from '@waybill/sdk-core'
import { defaultBatchDate } from '@waybill/sdk-core/batch'
import { createEmptyDraft } from '@waybill/sdk-core/order'
import { formatClock, type OrderDraft, pickupTypeForDate, toLocal } from '@waybill/sdk-core/rules'
import { accountContact, locateContact, readContactFile } from './contactBlock.ts'
import { type CliOptions, UsageError, type WindowFlag } from './options.ts'

/** The earliest default pickup: 09:00. */
const DAY_START = 9 * 60
/** A default pickup starts at least this long from now: the form's 15 minutes (part 1 §9), plus room for the run. */
const DEFAULT_LEAD_MINUTES = 30
/** The batch pickers' step (part 2 §9 'Time step 15 minutes'). */
const STEP = 15
/** Default window lengths: pickup 2 hours, drop-off the 4 hours after it. */
const PICKUP_MINUTES = 120
const DROPOFF_MINUTES = 240
/** The last minute of a day. */
const LAST_MINUTE = 24 * 60 - 1

/**
 * The default windows of a batch on `date`: pickup 09:00–11:00 on a later day; today from the first quarter hour
 * at least 30 minutes away. The drop-off window follows the pickup window. Ends stay within the day.
 */
export function defaultWindows(
  date: string,
  now: number,
  timeZone: string,
  pickup?: WindowFlag,
): { pickup: WindowFlag; dropoff: WindowFlag } {
  const local = toLocal(now, timeZone)
  const soonest = Math.ceil((local.minute + DEFAULT_LEAD_MINUTES) / STEP) * STEP
  const start = date === local.date ? Math.max(DAY_START, soonest) : DAY_START
  const pick = pickup ?? { start, end: Math.min(start + PICKUP_MINUTES, LAST_MINUTE) }
  return {
    pickup: pick,
    dropoff: { start: pick.end, end: Math.min(pick.end + DROPOFF_MINUTES, LAST_MINUTE) },
  }
}

function packageLine(sizes: readonly SizeCategory[], options: Pick<CliOptions, 'sizeId' | 'weightId'>) {
  const size = options.sizeId === undefined ? sizes[0] : sizes.find((found) => found.id === options.sizeId)
  if (!size) {
    throw new UsageError(`--size must be one of ${sizes.map((found) => found.id).join(', ')}.`)
  }
  const weights = size.weightCategories
  const weight =
    options.weightId === undefined ? weights[0] : weights.find((found) => found.id === options.weightId)
  if (!weight) {
    throw new UsageError(
      `--weight must be one of ${weights.map((found) => found.id).join(', ')} for size ${size.id}.`,
    )
  }
  return { sizeCategoryId: size.id, weightCategoryId: weight.id, packages: 1 }
}

/** What {@link batchSettings} reads besides the options. */
export interface BatchSettingsContext {
  readonly client: Pick<WaybillClient, 'batch' | 'catalog'>
  readonly apiCode: string
  readonly account: Account
  readonly now: number
  readonly timeZone: string
}

/**
 * The batch form (part 2 §2.4) the script submits with: the contact block on its side (a `--contact` file, else
 * the account's business), located; one size and weight; the drop-off method; the description; the pickup and
 * drop-off windows on one date. Every row of the file is the other side. Flags override each default.
 *
 * @example
 * ```ts
 * const draft = await batchSettings(options, { client, apiCode, account, now: Date.now(), timeZone })
 * ```
 */
export async function batchSettings(options: CliOptions, ctx: BatchSettingsContext): Promise<OrderDraft> {
  const { kind } = options
  const line = packageLine(await ctx.client.catalog.sizeCategories(), options)
  const block = options.contactPath
    ? { contact: readContactFile(options.contactPath), query: undefined }
    : accountContact(ctx.account)
  const party = await locateContact(
    block.contact,
    block.query ?? { address: block.contact.address, w3w: block.contact.w3w },
    ctx,
  )
  const date = options.date ?? defaultBatchDate({ now: ctx.now, timeZone: ctx.timeZone })
  const defaults = defaultWindows(date, ctx.now, ctx.timeZone, options.pickup)
  const pickup = options.pickup ?? defaults.pickup
  const dropoff = options.dropoff ?? defaults.dropoff
  const base = createEmptyDraft({
    batch: kind,
    defaultInsuranceValue: ctx.account.defaultInsuranceValue,
    isIntercity: options.intercity,
  })
  return {
    ...base,
    ...(kind === 'oneToMany' ? { pickup: party } : { dropoff: party }),
    packages: [line],
    dropoffMethod: options.dropoffMethod,
    description: options.description ?? `Batch ${basename(options.input)}`,
    pickupType: pickupTypeForDate({ now: ctx.now, timeZone: ctx.timeZone, date }),
    pickupDate: date,
    pickupStart: pickup.start,
    pickupEnd: pickup.end,
    dropoffType: 2,
    dropoffDate: date,
    dropoffStart: dropoff.start,
    dropoffEnd: dropoff.end,
  }
}

/** The settings in one line, e.g. 'pickup 2026-11-24 09:00–11:00, drop-off 11:00–15:00, size 1/1'. */
export function settingsLine(draft: OrderDraft): string {
  const clock = (minute: number | null) => (minute === null ? '--:--' : formatClock(minute))
  const [line] = draft.packages
  return [
    `pickup ${draft.pickupDate} ${clock(draft.pickupStart)}-${clock(draft.pickupEnd)}`,
    `drop-off ${draft.dropoffDate} ${clock(draft.dropoffStart)}-${clock(draft.dropoffEnd)}`,
    `size ${line?.sizeCategoryId}/${line?.weightCategoryId}`,
  ].join(', ')
}
