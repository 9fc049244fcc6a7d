import type { LabelsApi } from '../api/labels.ts'
import type { Logger } from '../config.ts'
import type { LabelSortOrder, OrderedLabelsOptions } from '../domain/labels.ts'
import { messages } from '../domain/messages.ts'
import { createValueStore, type Store } from '../store.ts'

/**
 * A label size (part 2 §9): A6 (4x6 in), the default, or A7 (3x4 in), which the API calls `small`.
 *
 * @internal
 */
export type LabelSize = 'A6' | 'A7'

/**
 * Where the bulk label modal is (part 2 §4.7 'form; ok; fail', with 'sending' while the call is on its way).
 *
 * @internal
 */
export type LabelRequestPhase = 'form' | 'sending' | 'ok' | 'fail'

/**
 * What the bulk label modal shows (part 2 §2.1, §4.7, §9).
 *
 * @internal
 */
export interface LabelRequestState {
  /** The label size; 'A6' to start. */
  readonly size: LabelSize
  /** Label order by the order name; 'asc' to start. */
  readonly order: LabelSortOrder
  /** Only labels of orders picked up on this day, 'YYYY-MM-DD'; '' for any day. */
  readonly pickupDate: string
  /** Only labels of orders with this pickup window, one of `times`; '' for any time. */
  readonly pickupTime: string
  /** The pickup windows of `pickupDate` ('HH:mm - HH:mm'), earliest first; empty without a date or while loading. */
  readonly times: readonly string[]
  /** Whether the windows of `pickupDate` are being asked for. */
  readonly loadingTimes: boolean
  /** Where the flow is. */
  readonly phase: LabelRequestPhase
  /** The line to announce: preparing, the spec's ok or fail text; null on the form. */
  readonly message: string | null
  /** Once 'ok': the URL of the labels' PDF on the API origin (it carries no api code), to open in a new window. */
  readonly url: string | null
  /** Whether the modal can be closed (Cancel, Escape, the × or Close): always, except while the request is on its way. */
  readonly closable: boolean
}

/**
 * Why the Pickup time choice is not (yet) open, to show under it: no date chosen, the date's windows being asked
 * for, or none on that date; null when windows can be chosen.
 *
 * @internal
 */
export function pickupTimeHint(state: LabelRequestState): string | null {
  if (state.pickupDate === '') return messages.labelsTimeNeedsDate
  if (state.loadingTimes) return messages.labelsTimesLoading
  if (state.times.length === 0) return messages.labelsNoTimes
  return null
}

/**
 * What closing the bulk label modal calls for (part 2 §4.7 'Closing reloads the page'): 'stay' while the request is
 * on its way (the modal stays open); 'close' from the form (nothing was asked: the list and its ticked rows stay);
 * 'reload' once answered, ok or fail: the modal closes, the ticked rows are cleared and the list is asked again.
 *
 * @internal
 */
export type LabelRequestClose = 'stay' | 'close' | 'reload'

/**
 * Options of {@link createLabelRequest}.
 *
 * @internal
 */
export interface LabelRequestOptions {
  /** The client's label calls and logger (a `WaybillClient` will do). */
  readonly client: {
    readonly labels: Pick<LabelsApi, 'orderedLabels' | 'pickupTimesForLabels'>
    readonly logger: Logger
  }
  /** The signed-in session's api code, read at each call; null when signed out. */
  readonly apiCode: () => string | null
}

/**
 * The bulk label modal's store (part 2 §4.7): read it with `subscribe`/`getSnapshot`, drive it with the methods.
 *
 * @internal
 */
export interface LabelRequest extends Store<LabelRequestState> {
  /** Chooses the label size. Ignored once submitted. */
  setSize(size: LabelSize): void
  /** Chooses the label order. Ignored once submitted. */
  setOrder(order: LabelSortOrder): void
  /**
   * Chooses the pickup date ('YYYY-MM-DD'; '' or anything else clears it). The pickup time is reset and the
   * day's windows are asked for; the newest answer wins. Ignored once submitted.
   */
  setPickupDate(date: string): void
  /** Chooses a pickup window among `times`, or '' for any time; anything else is ignored, as it is once submitted. */
  setPickupTime(time: string): void
  /**
   * Asks for one PDF of the labels of `ids` with the chosen size, order, date and time (part 2 §7
   * `orderedlabels`). Resolves true on 'ok' (phase 'ok', the PDF's `url` kept); false on any failure (phase
   * 'fail'), with no ids, or when a request was already made: the modal submits once.
   */
  submit(ids: readonly number[]): Promise<boolean>
  /**
   * The user closes the modal, whichever way (Cancel, Escape, the × or Close): says what follows, see
   * {@link LabelRequestClose}. An answer asks for one reload: a later close says 'close'.
   */
  close(): LabelRequestClose
}

/** What a failed load of the pickup windows logs; the spec shows the user nothing for it. */
export const LABEL_TIMES_LOG = 'Pickup times for labels lookup failed'

const DATE = /^\d{4}-\d{2}-\d{2}$/

/**
 * The label sizes in the order the modal offers them, with their names (part 2 §9).
 *
 * @internal
 */
export function labelSizeOptions(): { readonly value: LabelSize; readonly label: string }[] {
  return [
    { value: 'A6', label: messages.labelSizeA6 },
    { value: 'A7', label: messages.labelSizeA7 },
  ]
}

/**
 * The label orders in the order the modal offers them, with their names (part 2 §9).
 *
 * @internal
 */
export function labelOrderOptions(): { readonly value: LabelSortOrder; readonly label: string }[] {
  return [
    { value: 'asc', label: messages.labelOrderAsc },
    { value: 'desc', label: messages.labelOrderDesc },
  ]
}

/**
 * Which modal 'Download All labels (n)' opens (part 2 §2.1, §8 'No rows selected for labels | A warning modal'):
 * the warning when no row is ticked, else the label form.
 *
 * @internal
 */
export function labelDownloadModal(selected: number): 'noSelection' | 'labels' {
  return selected > 0 ? 'labels' : 'noSelection'
}

/**
 * Creates the bulk label modal's store (part 2 §2.1 'Download All labels', §4.7, §7 'Labels', §9): size A6 and
 * name ascending to start, an optional pickup date and, once the date is set, one of its pickup windows. Submitting
 * sends `labels.orderedLabels` once; 'ok' gives 'Success, you will receive an email with your labels.' and the
 * PDF's URL, any failure 'There was a problem, please try again'. A failed load of the windows leaves an empty list
 * and is only logged. Nothing closes the modal while the request is on its way; closing it after the answer, ok or
 * fail, reloads the list and clears its ticked rows.
 *
 * @internal
 *
 * @example
 * ```ts
 * const request = createLabelRequest({ client, apiCode: () => session.apiCode() })
 * request.setSize('A7')
 * await request.submit([42, 43]) // true: request.getSnapshot().url is the PDF
 * if (request.close() === 'reload') clearTicksAndReload()
 * ```
 */
export function createLabelRequest({ client, apiCode }: LabelRequestOptions): LabelRequest {
  const { get, set, store } = createValueStore<LabelRequestState>({
    size: 'A6',
    order: 'asc',
    pickupDate: '',
    pickupTime: '',
    times: [],
    loadingTimes: false,
    phase: 'form',
    message: null,
    url: null,
    closable: true,
  })
  // Each date change takes a new token; only the answer to the newest one is kept.
  let timesToken = 0
  const editable = () => get().phase === 'form'
  // Part 2 §4.7: the answer asks for one reload, however many times the modal is told to close.
  let reloadDue = true

  async function loadTimes(date: string) {
    const token = ++timesToken
    const code = apiCode()
    if (!code) {
      set({ loadingTimes: false })
      return
    }
    try {
      const times = await client.labels.pickupTimesForLabels(code, date)
      if (token === timesToken) set({ times: [...times], loadingTimes: false })
    } catch (error) {
      client.logger.error(LABEL_TIMES_LOG, error)
      if (token === timesToken) set({ loadingTimes: false })
    }
  }

  return {
    ...store,
    setSize(size) {
      if (editable()) set({ size })
    },
    setOrder(order) {
      if (editable()) set({ order })
    },
    setPickupDate(date) {
      if (!editable()) return
      const day = DATE.test(date) ? date : ''
      if (day === get().pickupDate) return
      if (day === '') timesToken++
      set({ pickupDate: day, pickupTime: '', times: [], loadingTimes: day !== '' })
      if (day !== '') void loadTimes(day)
    },
    setPickupTime(time) {
      if (editable() && (time === '' || get().times.includes(time))) set({ pickupTime: time })
    },
    async submit(ids) {
      if (!editable() || ids.length === 0) return false
      const { size, order, pickupDate, pickupTime } = get()
      const options: OrderedLabelsOptions = {
        ids: [...ids],
        small: size === 'A7',
        order,
        pickupDate: pickupDate || undefined,
        pickupTime: pickupTime || undefined,
      }
      set({ phase: 'sending', message: messages.labelsSending, closable: false })
      try {
        const code = apiCode()
        if (!code) throw new Error('Signed out')
        const url = await client.labels.orderedLabels(code, options)
        set({ phase: 'ok', message: messages.labelsSent, url, closable: true })
        return true
      } catch {
        // Part 2 §4.7, §8: whatever failed, the user reads the spec's one text.
        set({ phase: 'fail', message: messages.labelsFailed, closable: true })
        return false
      }
    },
    close() {
      const { phase } = get()
      if (phase === 'sending') return 'stay'
      if (phase === 'form' || !reloadDue) return 'close'
      reloadDue = false
      return 'reload'
    },
  }
}
