import { describe, expect, it, vi } from 'vitest'
import { batchDraft, batchRows, fakeCourier, NOW } from '../../test/batchSubmitFixtures.ts'
import { SUMMARY_ACCOUNT } from '../../test/summaryFixtures.ts'
import type { OrderSubmission } from '../domain/order.ts'
import { toBatchOrderSubmission } from '../draft/toBatchOrderSubmission.ts'
import { ApiError, NetworkError } from '../http/errors.ts'
import { memoryStorage } from '../session/storage.ts'
import { createBatchList } from './batchState.ts'
import {
  type BatchSendContext,
  type BatchSendItem,
  sendDirectRows,
  sendOnHoldRows,
} from './batchSubmitSend.ts'

const ctx = { now: NOW, timeZone: 'America/Edmonton', account: SUMMARY_ACCOUNT }

function setup(count: number) {
  const storage = memoryStorage()
  const list = createBatchList({ kind: 'oneToMany', storage, logger: { warn: vi.fn(), error: vi.fn() } })
  const rows = batchRows(count)
  list.load(rows)
  const items: BatchSendItem[] = list.getSnapshot().rows.map((entry, index) => ({
    key: entry.key,
    order: toBatchOrderSubmission(batchDraft(), { ...(rows[index] ?? {}), valid: true }, ctx),
    inDoubt: false,
  }))
  const courier = fakeCourier()
  const sleep = vi.fn(async (_ms: number) => {})
  const send: BatchSendContext = {
    orders: courier.orders,
    apiCode: 'code-1',
    list,
    sleep,
    retry: { attempts: 3, baseDelayMs: 50 },
  }
  const states = () => list.getSnapshot().rows.map((entry) => entry.send.state)
  const savedStates = () =>
    Object.values(JSON.parse(storage.getItem('waybill:batch:oneToMany:sends') ?? '{"data":{}}').data).map(
      (send) => (send as { state: string }).state,
    )
  return { list, items, courier, sleep, send, states, savedStates }
}

const uuids = (list: readonly OrderSubmission[]) => list.map((order) => order.uuid)

describe('sendOnHoldRows', () => {
  it('sends on-hold lists of at most 10, in row order (part 2 §4.6 step 5, §9)', async () => {
    const { items, courier, send, states } = setup(23)
    expect(await sendOnHoldRows(send, items)).toBeNull()
    expect(courier.orders.createOnHold.mock.calls.map(([, list]) => list.length)).toEqual([10, 10, 3])
    expect(uuids(courier.orders.createOnHold.mock.calls[2]?.[1] ?? [])).toEqual([
      'row-21',
      'row-22',
      'row-23',
    ])
    expect(new Set(states())).toEqual(new Set(['accepted']))
  })

  it('has saved each row of a list as sending before the list leaves (exactly once after a crash)', async () => {
    const { items, courier, send, savedStates } = setup(3)
    const seen: string[][] = []
    courier.orders.createOnHold.mockImplementationOnce(async (_code, list) => {
      seen.push(savedStates())
      return { failedUuids: [], realUuids: uuids(list), duplicatedUuids: [] }
    })
    await sendOnHoldRows(send, items)
    expect(seen).toEqual([['sending', 'sending', 'sending']])
    expect(savedStates()).toEqual(['accepted', 'accepted', 'accepted'])
  })

  it('resends a list whose answer was lost; its uuids answered duplicated are then ours: accepted (part 2 §7)', async () => {
    const { items, courier, send, sleep, states } = setup(2)
    const real = courier.orders.createOnHold.getMockImplementation()
    courier.orders.createOnHold.mockImplementationOnce(async (code, list) => {
      await real?.(code, list) // booked, then the connection drops
      throw new NetworkError('orders.createOnHold')
    })
    await sendOnHoldRows(send, items)
    expect(courier.orders.createOnHold).toHaveBeenCalledTimes(2)
    expect(uuids(courier.orders.createOnHold.mock.calls[1]?.[1] ?? [])).toEqual(['row-1', 'row-2'])
    expect(sleep).toHaveBeenCalledWith(50)
    expect(states()).toEqual(['accepted', 'accepted'])
    expect(courier.booked.size).toBe(2)
  })

  it('reports a uuid the server already had before our first send as duplicated (part 2 §4.6 step 6)', async () => {
    const { items, courier, send, list, states } = setup(2)
    courier.booked.set('row-2', { id: 1, onHold: true }) // the same file, submitted before
    await sendOnHoldRows(send, items)
    expect(states()).toEqual(['accepted', 'duplicated'])
    expect(list.getSnapshot().rows[1]?.send.inDoubt).toBe(false)
  })

  it('fails the rows the server lists as failed, and keeps those it left out in doubt', async () => {
    const { items, courier, send, list } = setup(3)
    courier.orders.createOnHold.mockResolvedValueOnce({
      failedUuids: ['row-2'],
      realUuids: ['row-1'],
      duplicatedUuids: [],
    })
    await sendOnHoldRows(send, items)
    expect(list.getSnapshot().rows.map(({ send: s }) => [s.state, s.inDoubt])).toEqual([
      ['accepted', false],
      ['failed', false],
      ['failed', true],
    ])
  })

  it('does not resend a list the server refused (4xx): failed, not in doubt, with its message', async () => {
    const { items, courier, send, list } = setup(2)
    courier.orders.createOnHold.mockRejectedValueOnce(new ApiError('orders.createOnHold', 422, 'Bad list'))
    await sendOnHoldRows(send, items)
    expect(courier.orders.createOnHold).toHaveBeenCalledTimes(1)
    expect(list.getSnapshot().rows[0]?.send).toMatchObject({
      state: 'failed',
      inDoubt: false,
      error: 'Bad list',
    })
  })

  it('gives up after the attempts, the rows failed and in doubt, ready to resend', async () => {
    const { items, courier, send, list } = setup(1)
    courier.orders.createOnHold.mockRejectedValue(new ApiError('orders.createOnHold', 503, undefined))
    await sendOnHoldRows(send, items)
    expect(courier.orders.createOnHold).toHaveBeenCalledTimes(3)
    expect(list.getSnapshot().rows[0]?.send).toMatchObject({ state: 'failed', inDoubt: true, sends: 3 })
  })

  it('sends nothing when the batch cannot be saved first', async () => {
    const { items, courier, send, list } = setup(1)
    const stop = await sendOnHoldRows({ ...send, list: { ...list, beginSend: () => false } }, items)
    expect(stop).toBe('notSaved')
    expect(courier.orders.createOnHold).not.toHaveBeenCalled()
  })
})

describe('sendDirectRows', () => {
  it('sends direct orders one by one, 100 ms apart (part 2 §4.5, §4.6 step 5)', async () => {
    const { items, courier, send, sleep, list } = setup(3)
    await sendDirectRows(send, items)
    expect(uuids(courier.orders.create.mock.calls.map(([, order]) => order))).toEqual([
      'row-1',
      'row-2',
      'row-3',
    ])
    expect(sleep.mock.calls).toEqual([[100], [100]])
    expect(list.getSnapshot().rows.map((entry) => entry.send.orderId)).toEqual([100, 101, 102])
  })

  it('fails a row whose create failed and goes on with the next; a lost answer leaves it in doubt (part 2 §8)', async () => {
    const { items, courier, send, list } = setup(3)
    courier.orders.create
      .mockRejectedValueOnce(
        new ApiError('orders.create', 422, 'This location is not currently serviced by waybill'),
      )
      .mockRejectedValueOnce(new NetworkError('orders.create'))
    await sendDirectRows(send, items)
    expect(list.getSnapshot().rows.map(({ send: s }) => [s.state, s.inDoubt, s.error])).toEqual([
      ['failed', false, 'This location is not currently serviced by waybill'],
      ['failed', true, expect.any(String)],
      ['accepted', false, null],
    ])
  })

  it('reports a first send answered with an older order of other content as duplicated (part 2 §4.6 step 6)', async () => {
    const { items, courier, send, list } = setup(2)
    // Order number '1' of a past batch: the server has that uuid, with another delivery.
    courier.booked.set('row-1', {
      id: 7,
      onHold: false,
      order: {
        itemName: 'last week 1',
        pickupEarlyDatetime: '2026-11-17 10:00:00',
        dropoffEarlyDatetime: '2026-11-17 13:00:00',
      },
    })
    await sendDirectRows(send, items)
    expect(list.getSnapshot().rows.map(({ send: s }) => [s.state, s.orderId])).toEqual([
      ['duplicated', null],
      ['accepted', 100],
    ])
  })

  it('accepts a resend answered with the order it booked: the same content (a lost answer, exactly once)', async () => {
    const { items, courier, send, list } = setup(2)
    const create = courier.orders.create.getMockImplementation()
    // The first answer is lost after the commit; the resend gets the order the first one booked.
    courier.orders.create.mockImplementationOnce(async (code, order) => {
      await create?.(code, order)
      return (await create?.(code, order)) as never
    })
    const inDoubt = items.map((item, index) => ({ ...item, inDoubt: index === 1 }))
    courier.booked.set('row-2', { id: 9, onHold: false, order: items[1]?.order })
    await sendDirectRows(send, inDoubt)
    expect(list.getSnapshot().rows.map(({ send: s }) => [s.state, s.orderId])).toEqual([
      ['accepted', 100],
      ['accepted', 9],
    ])
    expect(courier.booked.size).toBe(2)
  })

  it('stops before the next order when the signal is aborted', async () => {
    const { items, courier, send } = setup(3)
    const controller = new AbortController()
    courier.orders.create.mockImplementationOnce(async (_code, order) => {
      controller.abort()
      return { id: 1, uuid: order.uuid } as never
    })
    expect(await sendDirectRows({ ...send, signal: controller.signal }, items)).toBe('aborted')
    expect(courier.orders.create).toHaveBeenCalledTimes(1)
  })
})
