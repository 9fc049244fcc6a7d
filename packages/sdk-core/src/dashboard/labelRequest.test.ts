import { describe, expect, it, vi } from 'vitest'
import type { OrderedLabelsOptions } from '../domain/labels.ts'
import { ApiError, NetworkError } from '../http/errors.ts'
import {
  createLabelRequest,
  LABEL_TIMES_LOG,
  labelDownloadModal,
  labelOrderOptions,
  labelSizeOptions,
  pickupTimeHint,
} from './labelRequest.ts'

const API_CODE = 'code-1'
const PDF_URL =
  'http://127.0.0.1:4317/api/web/delivery/orderedlabels/file?token=0123456789abcdef0123456789abcdef'

/** A promise the test settles when it wants. */
function held<T>() {
  let resolve: (value: T) => void = () => {}
  let reject: (error: unknown) => void = () => {}
  const promise = new Promise<T>((yes, no) => {
    resolve = yes
    reject = no
  })
  return { promise, resolve, reject }
}

function requestWith(
  labels: {
    orderedLabels?: (code: string, options: OrderedLabelsOptions) => Promise<string>
    pickupTimesForLabels?: (code: string, date: string) => Promise<string[]>
  } = {},
  apiCode: () => string | null = () => API_CODE,
) {
  const orderedLabels = vi.fn(labels.orderedLabels ?? (async () => PDF_URL))
  const pickupTimesForLabels = vi.fn(labels.pickupTimesForLabels ?? (async () => ['09:00 - 11:00']))
  const logger = { warn: vi.fn(), error: vi.fn() }
  const request = createLabelRequest({
    client: { labels: { orderedLabels, pickupTimesForLabels }, logger },
    apiCode,
  })
  return { request, orderedLabels, pickupTimesForLabels, logger, state: () => request.getSnapshot() }
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0))

describe('createLabelRequest', () => {
  it('part 2 §9: opens on A6 and name ascending, any pickup day and time, on the form', () => {
    const { state } = requestWith()
    expect(state()).toEqual({
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
  })

  it("part 2 §9: offers 'A6 (4x6)' then 'A7 (3x4)', and name ascending then descending", () => {
    expect(labelSizeOptions()).toEqual([
      { value: 'A6', label: 'A6 (4x6)' },
      { value: 'A7', label: 'A7 (3x4)' },
    ])
    expect(labelOrderOptions()).toEqual([
      { value: 'asc', label: 'Name ascending' },
      { value: 'desc', label: 'Name descending' },
    ])
  })

  it("part 2 §7, §9: sends the ids, A7 as small, the order, the date and the time to 'orderedlabels'", async () => {
    const { request, orderedLabels, state } = requestWith({
      pickupTimesForLabels: async () => ['09:00 - 11:00', '13:00 - 15:00'],
    })
    request.setSize('A7')
    request.setOrder('desc')
    request.setPickupDate('2026-11-23')
    await flush()
    request.setPickupTime('13:00 - 15:00')
    expect(await request.submit([42, 43])).toBe(true)
    expect(orderedLabels).toHaveBeenCalledWith(API_CODE, {
      ids: [42, 43],
      small: true,
      order: 'desc',
      pickupDate: '2026-11-23',
      pickupTime: '13:00 - 15:00',
    })
    expect(state()).toMatchObject({ size: 'A7', order: 'desc', pickupTime: '13:00 - 15:00' })
  })

  it('part 2 §9: A6 is not small; no date or time is sent when none is chosen', async () => {
    const { request, orderedLabels } = requestWith()
    await request.submit([7])
    expect(orderedLabels).toHaveBeenCalledWith(API_CODE, {
      ids: [7],
      small: false,
      order: 'asc',
      pickupDate: undefined,
      pickupTime: undefined,
    })
  })

  it("part 2 §4.7: 'ok' shows 'Success, you will receive an email with your labels.' and keeps the PDF's url", async () => {
    const { request, state } = requestWith()
    expect(await request.submit([42])).toBe(true)
    expect(state()).toMatchObject({
      phase: 'ok',
      message: 'Success, you will receive an email with your labels.',
      url: PDF_URL,
    })
  })

  it.each([
    [
      'a message other than ok',
      new ApiError(
        'labels.orderedLabels',
        200,
        'No labels match the selection.',
        'There was a problem, please try again',
      ),
    ],
    ['a server error', new ApiError('labels.orderedLabels', 500, 'Boom')],
    ['no connection', new NetworkError('labels.orderedLabels', { cause: new TypeError('fetch failed') })],
    ['a bug', new TypeError('x is undefined')],
  ])("part 2 §4.7, §8: %s ends in 'fail' with 'There was a problem, please try again'", async (_, error) => {
    const { request, state } = requestWith({ orderedLabels: async () => Promise.reject(error) })
    expect(await request.submit([42])).toBe(false)
    expect(state()).toMatchObject({
      phase: 'fail',
      message: 'There was a problem, please try again',
      url: null,
    })
  })

  it('part 2 §4.7: fails without asking when signed out', async () => {
    const { request, orderedLabels, state } = requestWith({}, () => null)
    expect(await request.submit([42])).toBe(false)
    expect(orderedLabels).not.toHaveBeenCalled()
    expect(state().phase).toBe('fail')
  })

  it('part 2 §4.7: submits once: nothing more while sending or after the answer, and the form is locked', async () => {
    const answer = held<string>()
    const { request, orderedLabels, state } = requestWith({ orderedLabels: () => answer.promise })
    const sent = request.submit([42])
    expect(state()).toMatchObject({ phase: 'sending', message: 'Preparing your labels…' })
    expect(await request.submit([42])).toBe(false)
    request.setSize('A7')
    request.setOrder('desc')
    request.setPickupDate('2026-11-23')
    expect(state()).toMatchObject({ size: 'A6', order: 'asc', pickupDate: '' })
    answer.resolve(PDF_URL)
    expect(await sent).toBe(true)
    expect(await request.submit([42])).toBe(false)
    expect(orderedLabels).toHaveBeenCalledTimes(1)
  })

  it('part 2 §8: asks for nothing without a ticked row', async () => {
    const { request, orderedLabels, state } = requestWith()
    expect(await request.submit([])).toBe(false)
    expect(orderedLabels).not.toHaveBeenCalled()
    expect(state().phase).toBe('form')
  })
})

describe('createLabelRequest close (part 2 §4.7)', () => {
  it("part 2 §4.7: closing after 'ok' clears the ticked rows and reloads the list ('Closing reloads the page')", async () => {
    const { request } = requestWith()
    await request.submit([42])
    expect(request.close()).toBe('reload')
  })

  it("part 2 §4.7: closing after 'fail' clears the ticked rows and reloads the list too", async () => {
    const { request } = requestWith({ orderedLabels: async () => Promise.reject(new Error('Boom')) })
    await request.submit([42])
    expect(request.close()).toBe('reload')
  })

  it('part 2 §4.7: closing the form before asking only closes: the list and its ticks stay', () => {
    const { request } = requestWith()
    request.setSize('A7')
    expect(request.close()).toBe('close')
  })

  it('part 2 §4.7: nothing closes the modal while the request is on its way', async () => {
    const answer = held<string>()
    const { request, state } = requestWith({ orderedLabels: () => answer.promise })
    expect(state().closable).toBe(true)
    const sent = request.submit([42])
    expect(state().closable).toBe(false)
    expect(request.close()).toBe('stay')
    answer.resolve(PDF_URL)
    await sent
    expect(state()).toMatchObject({ phase: 'ok', closable: true })
    expect(request.close()).toBe('reload')
  })

  it('part 2 §4.7: an answer asks for one reload, however many times the modal is told to close', async () => {
    const { request } = requestWith()
    await request.submit([42])
    expect(request.close()).toBe('reload')
    expect(request.close()).toBe('close')
  })
})

describe('createLabelRequest pickup date and time (part 2 §7 getPickupTimesForLabelsByDate)', () => {
  it("loads the date's pickup windows when the date changes; a time is chosen among them only", async () => {
    const { request, pickupTimesForLabels, state } = requestWith({
      pickupTimesForLabels: async () => ['09:00 - 11:00', '13:00 - 15:00'],
    })
    request.setPickupDate('2026-11-23')
    expect(state()).toMatchObject({ pickupDate: '2026-11-23', loadingTimes: true, times: [] })
    await flush()
    expect(pickupTimesForLabels).toHaveBeenCalledWith(API_CODE, '2026-11-23')
    expect(state()).toMatchObject({ loadingTimes: false, times: ['09:00 - 11:00', '13:00 - 15:00'] })
    request.setPickupTime('10:00 - 12:00')
    expect(state().pickupTime).toBe('')
    request.setPickupTime('09:00 - 11:00')
    expect(state().pickupTime).toBe('09:00 - 11:00')
    request.setPickupTime('')
    expect(state().pickupTime).toBe('')
  })

  it('says under the time choice why it is closed: no date, loading, or no windows that day', async () => {
    const answers = [['09:00 - 11:00'], []]
    const { request, state } = requestWith({ pickupTimesForLabels: async () => answers.shift() ?? [] })
    expect(pickupTimeHint(state())).toBe('Choose a pickup date to pick one of its times.')
    request.setPickupDate('2026-11-23')
    expect(pickupTimeHint(state())).toBe('Loading the pickup times…')
    await flush()
    expect(pickupTimeHint(state())).toBeNull()
    request.setPickupDate('2026-11-24')
    await flush()
    expect(pickupTimeHint(state())).toBe('No pickup times on this date: labels of the whole day come.')
  })

  it('keeps the newest answer when an older one arrives late', async () => {
    const first = held<string[]>()
    const second = held<string[]>()
    const answers = [first.promise, second.promise]
    const { request, state } = requestWith({
      pickupTimesForLabels: () => answers.shift() ?? Promise.resolve([]),
    })
    request.setPickupDate('2026-11-23')
    request.setPickupDate('2026-11-24')
    second.resolve(['13:00 - 15:00'])
    await flush()
    expect(state()).toMatchObject({ pickupDate: '2026-11-24', times: ['13:00 - 15:00'], loadingTimes: false })
    first.resolve(['09:00 - 11:00'])
    await flush()
    expect(state().times).toEqual(['13:00 - 15:00'])
  })

  it('a new date resets the time; emptying the date clears the windows and ignores a late answer', async () => {
    const late = held<string[]>()
    const answers = [Promise.resolve(['09:00 - 11:00']), late.promise]
    const { request, pickupTimesForLabels, state } = requestWith({
      pickupTimesForLabels: () => answers.shift() ?? Promise.resolve([]),
    })
    request.setPickupDate('2026-11-23')
    await flush()
    request.setPickupTime('09:00 - 11:00')
    request.setPickupDate('2026-11-24')
    expect(state()).toMatchObject({ pickupTime: '', times: [] })
    request.setPickupDate('')
    expect(state()).toMatchObject({ pickupDate: '', pickupTime: '', times: [], loadingTimes: false })
    late.resolve(['13:00 - 15:00'])
    await flush()
    expect(state().times).toEqual([])
    expect(pickupTimesForLabels).toHaveBeenCalledTimes(2)
  })

  it('treats a malformed date as none and asks nothing for it', () => {
    const { request, pickupTimesForLabels, state } = requestWith()
    request.setPickupDate('23/11/2026')
    expect(state().pickupDate).toBe('')
    expect(pickupTimesForLabels).not.toHaveBeenCalled()
  })

  it('part 2 §8: a failed load leaves no windows, logs the failure and shows the user nothing', async () => {
    const error = new ApiError('labels.pickupTimesForLabels', 500, 'Boom')
    const { request, logger, state } = requestWith({
      pickupTimesForLabels: async () => Promise.reject(error),
    })
    request.setPickupDate('2026-11-23')
    await flush()
    expect(state()).toMatchObject({ times: [], loadingTimes: false, phase: 'form', message: null })
    expect(logger.error).toHaveBeenCalledWith(LABEL_TIMES_LOG, error)
  })
})

describe('labelDownloadModal (part 2 §2.1, §8)', () => {
  it("opens the warning modal when no row is ticked ('No rows selected for labels'), else the label form", () => {
    expect(labelDownloadModal(0)).toBe('noSelection')
    expect(labelDownloadModal(1)).toBe('labels')
    expect(labelDownloadModal(25)).toBe('labels')
  })
})
