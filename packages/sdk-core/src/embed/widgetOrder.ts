import type { WaybillClient } from '../client.ts'
import type { Logger } from '../config.ts'
import type { Account } from '../domain/account.ts'
import { messages } from '../domain/messages.ts'
import type { OrderSubmission } from '../domain/order.ts'
import type { PriceEstimate } from '../domain/price.ts'
import type { OrderDraftStore } from '../draft/orderDraft.ts'
import { toOrderSubmission } from '../draft/toOrderSubmission.ts'
import type { OrderDraft } from '../draft/types.ts'
import { validateDraft } from '../draft/validateDraft.ts'
import { ValidationError } from '../http/errors.ts'
import { type PriceBreakdown, priceBreakdown } from '../pricing/priceBreakdown.ts'
import { createProxyStore, type Store } from '../store.ts'
import { failureWords } from '../summary/summaryTexts.ts'
import { DEFAULT_TIMEZONE } from '../time/localTime.ts'
import { type WidgetPickup, widgetPickupParty } from './widgetPickup.ts'

export { type WidgetPickup, widgetPickupParty } from './widgetPickup.ts'

/**
 * The api code the widget sends: a placeholder. The proxy (`@waybill/sdk-core/server`) drops whatever the browser
 * sends and puts the account's real api code in its place, so the real one never reaches the browser.
 *
 * @internal
 */
export const PROXY_API_CODE = 'via-proxy'

/**
 * Options of {@link createWidgetOrder}.
 *
 * @internal
 */
export interface WidgetOrderOptions {
  /** The client pointed at the merchant's proxy (`@waybill/sdk-core/server`): its order calls and logger. */
  readonly client: Pick<WaybillClient, 'orders' | 'logger'>
  /** The shopper's delivery: the merchant's pickup preset, the shopper's drop-off, size, time window. */
  readonly draft: OrderDraftStore
  /** The api code to send: the proxy's placeholder (the proxy puts the real one in); null until ready. */
  readonly apiCode: () => string | null
  /** The merchant's account as the proxy shows it (flags, default insured value), or null while it loads. */
  readonly account: () => Account | null
  /** The merchant's pickup: set on the draft now and after each order. */
  readonly pickup: WidgetPickup
  /** The reference name of each order (part 2 §5.3), e.g. the shop's order number; 'Online order' by default. */
  readonly reference?: string
  /** The current instant, epoch milliseconds; `Date.now` by default. */
  readonly now?: () => number
  /** The account timezone of the draft's dates; 'America/Edmonton' by default. */
  readonly timeZone?: string
  /** Where unexpected failures go; the client's logger by default. */
  readonly logger?: Logger
}

/**
 * The live price quote: none (the form is not complete), being asked, the price, or why it failed.
 *
 * @internal
 */
export type WidgetQuote =
  | { readonly state: 'incomplete' }
  | { readonly state: 'loading' }
  | {
      readonly state: 'ready'
      readonly breakdown: PriceBreakdown
      /** The estimate priced: its route (`route`) draws the widget's map. */
      readonly estimate: PriceEstimate
    }
  | { readonly state: 'failed'; readonly error: string }

/**
 * What the order widget shows.
 *
 * @internal
 */
export interface WidgetOrderState {
  /** The price of the delivery as it stands (part 2 §3.11, §9). */
  readonly quote: WidgetQuote
  /** Placing the order: not yet, under way, placed, or failed (see `error`). */
  readonly status: 'idle' | 'placing' | 'placed' | 'failed'
  /** The failing sections of the last place attempt, word for word (part 1 §5, part 2 §5.1), else empty. */
  readonly sections: readonly string[]
  /** Why placing failed, in words (the server's text, the checks, or the general failure text), or null. */
  readonly error: string | null
  /** The order placed: its id and client uuid; null before. */
  readonly order: { readonly id: number; readonly uuid: string } | null
}

/**
 * The order widget's engine: the live quote and placing the order.
 *
 * @internal
 */
export interface WidgetOrder extends Store<WidgetOrderState> {
  /** Prices the draft as it stands when it is complete (the newest answer wins); else the quote is 'incomplete'. */
  quote(): Promise<void>
  /**
   * Places the order (part 2 §7 create, deduplicated by the draft's uuid): true once placed. A failure keeps the
   * draft and its uuid, so placing again never books twice.
   */
  place(): Promise<boolean>
  /** After an order is placed: a new delivery with a new uuid, the merchant's pickup kept. */
  startOver(): void
}

/**
 * Creates the embeddable order widget's engine. The widget talks only to the merchant's proxy, which holds the
 * api code, caps the price and charges the merchant's card once per order (docs/security.md): here an order is
 * priced with the payment summary call and created directly — a shop's checkout never goes on hold, and never
 * prepays from the browser.
 *
 * @internal
 *
 * @example
 * ```ts
 * const order = createWidgetOrder({ client, draft, apiCode: () => PROXY_API_CODE, account: () => account })
 * await order.quote()
 * if (await order.place()) thank(order.getSnapshot().order)
 * ```
 */
export function createWidgetOrder(options: WidgetOrderOptions): WidgetOrder {
  const { client, draft } = options
  const now = options.now ?? Date.now
  const timeZone = options.timeZone ?? DEFAULT_TIMEZONE
  const logger = options.logger ?? client.logger
  const { state, store } = createProxyStore<WidgetOrderState>({
    quote: { state: 'incomplete' },
    status: 'idle',
    sections: [],
    error: null,
    order: null,
  })
  let asked = 0
  const start = () => {
    draft.setParty('pickup', widgetPickupParty(options.pickup))
    draft.setItemName(options.reference ?? messages.widgetReference)
  }
  start()

  /** A checkout books directly: the account's on-hold routing is for its own portal. */
  const submissionOf = (current: OrderDraft, account: Account): OrderSubmission =>
    toOrderSubmission(current, { now: now(), timeZone, account: { ...account, isOnHoldEnabled: false } })

  async function quote(): Promise<void> {
    const token = ++asked
    const current = draft.getSnapshot()
    const account = options.account()
    const apiCode = options.apiCode()
    const complete =
      account !== null &&
      apiCode !== null &&
      validateDraft(current, { mode: 'single', now: now(), timeZone, account }).ok
    if (!complete) {
      state.quote = { state: 'incomplete' }
      return
    }
    state.quote = { state: 'loading' }
    try {
      const estimate = await client.orders.paymentSummary(apiCode, submissionOf(current, account))
      if (token === asked) state.quote = { state: 'ready', breakdown: priceBreakdown(estimate), estimate }
    } catch (error) {
      const words = failureWords(error, (unexpected) => logger.error('widget quote failed', unexpected))
      if (token === asked) state.quote = { state: 'failed', error: words }
    }
  }

  async function place(): Promise<boolean> {
    const account = options.account()
    const apiCode = options.apiCode()
    if (state.status === 'placing' || state.status === 'placed') return false
    if (account === null || apiCode === null) {
      // The merchant's account never came (the proxy is down or refused): say so rather than do nothing.
      Object.assign(state, { status: 'failed', sections: [], error: messages.widgetNotReady })
      return false
    }
    Object.assign(state, { status: 'placing', sections: [], error: null })
    try {
      const order = await client.orders.create(apiCode, submissionOf(draft.getSnapshot(), account))
      Object.assign(state, { status: 'placed', order: { id: order.id, uuid: order.uuid } })
      return true
    } catch (error) {
      const sections = error instanceof ValidationError ? error.sections.map((section) => section.label) : []
      const words =
        sections.length > 0
          ? messages.checkSections
          : failureWords(error, (unexpected) => logger.error('widget order failed', unexpected))
      Object.assign(state, { status: 'failed', sections, error: words })
      return false
    }
  }

  return {
    ...store,
    quote,
    place,
    startOver() {
      draft.reset({ kind: 'single' })
      start()
      asked += 1
      Object.assign(state, {
        quote: { state: 'incomplete' },
        status: 'idle',
        sections: [],
        error: null,
        order: null,
      })
    },
  }
}
