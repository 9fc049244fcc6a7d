import { ON_HOLD_LIMIT } from '../api/wire/orders.ts'
import type { WaybillClient } from '../client.ts'
import type { Account } from '../domain/account.ts'
import { messages } from '../domain/messages.ts'
import type { OrderSubmission } from '../domain/order.ts'
import { isServerEdit } from '../draft/draftRules.ts'
import { isOnHoldOrder } from '../draft/toOrderSubmission.ts'
import type { OrderDraft } from '../draft/types.ts'
import { ApiError } from '../http/errors.ts'

/** Time between two orders sent one by one (part 2 §4.5: "submitted directly, 100 ms apart"). */
export const DIRECT_ORDER_GAP_MS = 100

/** One delivery to book: its draft and what is sent for it. */
export interface Booking {
  readonly draft: OrderDraft
  readonly submission: OrderSubmission
}

/** How a delivery is booked (part 2 §4.3, §4.5). */
export type BookingRoute = 'onHold' | 'updateOnHold' | 'create'

/**
 * The call a delivery goes through: an edit of an ON HOLD (17) order updates it (part 2 §4.3); valet orders and
 * orders without a My Fleet driver (counted only with My Fleet enabled) of an on-hold account go to the on-hold
 * list (§4.5, `isOnHoldOrder`); the others, edits of NEW orders included (they carry originalId), are created one
 * by one.
 */
export function bookingRoute(
  draft: OrderDraft,
  account: Pick<Account, 'isOnHoldEnabled' | 'isMyFleetEnabled'>,
): BookingRoute {
  if (isServerEdit(draft) && draft.originalStatus === 17) return 'updateOnHold'
  if (!isServerEdit(draft) && isOnHoldOrder(draft, account)) return 'onHold'
  return 'create'
}

/** What booking needs besides the deliveries. */
export interface BookingContext {
  readonly client: Pick<WaybillClient, 'orders'>
  readonly apiCode: string
  readonly account: Account
  readonly sleep: (ms: number) => Promise<void>
  /** Told at once of each delivery the server booked (a duplicate counts: the server already has it). */
  readonly booked: (uuid: string) => void
}

function chunks<T>(items: readonly T[], size: number): T[][] {
  const result: T[][] = []
  for (let at = 0; at < items.length; at += size) result.push(items.slice(at, at + size))
  return result
}

async function bookOnHold(list: readonly Booking[], ctx: BookingContext): Promise<void> {
  for (const chunk of chunks(list, ON_HOLD_LIMIT)) {
    const answer = await ctx.client.orders.createOnHold(
      ctx.apiCode,
      chunk.map((booking) => booking.submission),
    )
    const done = new Set([...answer.realUuids, ...answer.duplicatedUuids])
    for (const { draft } of chunk) if (done.has(draft.uuid)) ctx.booked(draft.uuid)
    // Failed uuids, or any the answer left out: the server gives no message for them (part 2 §7).
    if (chunk.some(({ draft }) => !done.has(draft.uuid))) {
      throw new ApiError('orders.createOnHold', 200, undefined, messages.requestFailed)
    }
  }
}

async function bookOne({ draft, submission }: Booking, ctx: BookingContext): Promise<void> {
  if (bookingRoute(draft, ctx.account) === 'updateOnHold') {
    const id = draft.originalId as number
    await ctx.client.orders.updateOnHold(
      ctx.apiCode,
      { ...submission, id },
      submission.pickup,
      submission.dropoff,
    )
  } else {
    await ctx.client.orders.create(ctx.apiCode, submission)
  }
  ctx.booked(draft.uuid)
}

/**
 * Books the deliveries (part 2 §4.3, §4.5): the on-hold ones in lists of up to 10, then the others one by one,
 * 100 ms apart. Stops at the first failure and throws it; what was booked before was reported through
 * `ctx.booked`, so a retry sends only the rest, with the same client uuids (the server deduplicates).
 */
export async function bookDeliveries(bookings: readonly Booking[], ctx: BookingContext): Promise<void> {
  const onHold = bookings.filter(({ draft }) => bookingRoute(draft, ctx.account) === 'onHold')
  const oneByOne = bookings.filter(({ draft }) => bookingRoute(draft, ctx.account) !== 'onHold')
  if (onHold.length > 0) await bookOnHold(onHold, ctx)
  for (const [index, booking] of oneByOne.entries()) {
    if (index > 0) await ctx.sleep(DIRECT_ORDER_GAP_MS)
    await bookOne(booking, ctx)
  }
}
