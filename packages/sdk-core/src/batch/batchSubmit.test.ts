import { describe, expect, it } from 'vitest'
import {
  batchDraft,
  batchRows,
  fakeBatchClient,
  fakeCourier,
  keysBesideCharges,
  loadValidated,
  openBatch,
  openedBatch,
} from '../../test/batchSubmitFixtures.ts'
import { estimate as priceOf, settle } from '../../test/summaryFixtures.ts'
import type { OrderSubmission } from '../domain/order.ts'
import { ApiError, NetworkError } from '../http/errors.ts'
import { memoryStorage } from '../session/storage.ts'

const setup = openedBatch

describe('createBatchSubmit: check and estimate (part 2 §4.6 step 4, §5.3, §8)', () => {
  it('lists the failing sections word for word (part 2 §5.3)', () => {
    const { list, engine } = setup()
    const [entry] = list.getSnapshot().rows
    if (!entry) throw new Error('no row')
    list.updateRow(
      entry.key,
      { ...entry.row, itemName: '', phone: '123', email: '', valid: false },
      'invalid',
    )
    expect(engine.check()).toBe(false)
    expect(engine.getSnapshot().errors).toEqual([
      'Items are missing Reference Name (first column of CSV)',
      'Please make sure all addresses are validated',
      'Make sure all data has either phone number (10 digits) or email',
    ])
    list.clear()
    engine.check()
    expect(engine.getSnapshot().errors).toEqual(['File data Missing'])
  })

  it('prices every row, at most 4 at once, and totals them; Continue → Submitting... → Submited', async () => {
    const { courier, engine } = setup({ rows: 9 })
    let inFlight = 0
    let most = 0
    courier.orders.paymentSummary.mockImplementation(async (_code: string, order: OrderSubmission) => {
      most = Math.max(most, ++inFlight)
      await settle()
      inFlight -= 1
      return priceOf(order.uuid, 1000)
    })
    expect(engine.getSnapshot().continueText).toBe('Continue')
    const running = engine.estimate()
    expect(engine.getSnapshot().continueText).toBe('Submitting...')
    expect(await running).toBe(true)
    expect(most).toBe(4)
    const state = engine.getSnapshot()
    expect(state.continueText).toBe('Submited')
    expect(state.prices.map((price) => price.uuid)).toEqual(batchRows(9).map((row) => row.uuid))
    expect(state.total?.feeCents).toBe(9 * 1050)
    expect(state.canSubmit).toBe(true)
  })

  it("fails the whole estimate on one failed row: 'something went wrong', 'Error, try again' (part 2 §8)", async () => {
    const { courier, engine } = setup()
    courier.orders.paymentSummary.mockRejectedValueOnce(new NetworkError('orders.paymentSummary'))
    expect(await engine.estimate()).toBe(false)
    expect(engine.getSnapshot()).toMatchObject({
      alert: 'something went wrong',
      continueText: 'Error, try again',
      canSubmit: false,
    })
    expect(await engine.estimate()).toBe(true)
    expect(engine.getSnapshot()).toMatchObject({ alert: null, continueText: 'Submited' })
  })

  it('asks the estimate again once a row changed (the dirty flag)', async () => {
    const { list, engine } = setup()
    await engine.estimate()
    engine.subscribe(() => {})
    const [entry] = list.getSnapshot().rows
    list.updateRow(entry?.key as string, { ...entry?.row, packageCount: 2 }, 'valid')
    await settle()
    expect(engine.getSnapshot()).toMatchObject({ continueText: 'Continue', canSubmit: false, total: null })
  })

  it('does not count an estimate as the price of a row edited while it was asked (part 2 §4.6 step 4)', async () => {
    const { courier, engine, list } = setup()
    const ask = courier.orders.paymentSummary.getMockImplementation()
    courier.orders.paymentSummary.mockImplementationOnce(async (code, order) => {
      const [entry] = list.getSnapshot().rows
      list.updateRow(entry?.key as string, { ...entry?.row, packageCount: 5 }, 'valid')
      return (await ask?.(code, order)) as never
    })
    expect(await engine.estimate()).toBe(false)
    expect(list.getSnapshot().dirty).toBe(true)
    expect(engine.getSnapshot()).toMatchObject({ continueText: 'Continue', canSubmit: false })
    expect(await engine.submit()).toBe(false)
    expect(courier.orders.create).not.toHaveBeenCalled()
  })

  it('keeps submit disabled without a card, EFT or credit (part 2 §5.3)', async () => {
    const { engine } = setup({ account: { hasCardOnAccount: false, cards: [] } })
    await engine.estimate()
    expect(engine.getSnapshot().canSubmit).toBe(false)
    expect(await engine.submit()).toBe(false)
  })
})

describe('createBatchSubmit: submit (part 2 §4.6 steps 5–6)', () => {
  it('sends every row directly without on-hold, then labels, then clears the batch', async () => {
    const { courier, engine, list, storage } = setup()
    await engine.estimate()
    expect(await engine.submit()).toBe(true)
    expect(courier.orders.create).toHaveBeenCalledTimes(3)
    expect(courier.orders.createOnHold).not.toHaveBeenCalled()
    expect(courier.labels.sendLabels).toHaveBeenCalledWith('code-1', [100, 101, 102])
    expect(engine.getSnapshot()).toMatchObject({ status: 'done', statusText: 'Done', failedText: null })
    expect(list.getSnapshot().rows).toEqual([])
    expect(keysBesideCharges(storage)).toEqual([])
  })

  it('with on-hold, sends rows without a My Fleet driver on hold and the others directly; labels find their ids', async () => {
    const { courier, engine, list } = setup({
      account: { isOnHoldEnabled: true, isMyFleetEnabled: true },
      rows: 12,
    })
    const rows = list.getSnapshot().rows
    for (const entry of rows.slice(0, 2)) {
      list.updateRow(entry.key, { ...entry.row, assignMyFleetDriver: 9 }, 'valid')
    }
    await engine.estimate()
    const texts: string[] = []
    engine.subscribe(() => texts.push(engine.getSnapshot().submitText))
    expect(await engine.submit()).toBe(true)
    expect(courier.orders.createOnHold.mock.calls.map(([, sent]) => sent.length)).toEqual([10])
    expect(courier.orders.create.mock.calls.map(([, order]) => order.uuid)).toEqual(['row-1', 'row-2'])
    expect(courier.dashboard.page).toHaveBeenCalled()
    expect(courier.labels.sendLabels.mock.calls[0]?.[1]).toHaveLength(12)
    expect(texts).toContain('Submit deliveries & Get Labels 10/12')
  })

  it('lists failed and duplicated rows apart with the §8 notice, and offers labels for the accepted (part 2 §4.6 step 6)', async () => {
    const { courier, engine, list } = setup({ account: { isOnHoldEnabled: true }, rows: 3 })
    courier.booked.set('row-3', { id: 1, onHold: true })
    courier.orders.createOnHold.mockImplementationOnce(async () => {
      courier.booked.set('row-1', { id: 2, onHold: true })
      return { failedUuids: ['row-2'], realUuids: ['row-1'], duplicatedUuids: ['row-3'] }
    })
    await engine.estimate()
    expect(await engine.submit()).toBe(false)
    expect(engine.getSnapshot()).toMatchObject({
      status: 'partial',
      notice:
        'Some Deliveries failed to upload, please try again. If the problem persist, please contact support with the missing deliveries information.',
      statusText: 'Fail',
      failedNames: ['row 2'],
      duplicatedNames: ['row 3'],
      failedText: 'Failed: row 2',
      duplicatedText: 'Duplicated: row 3',
      canGetLabelsForAccepted: true,
      submitText: 'Submit deliveries & Get Labels 3/3',
    })
    expect(courier.labels.sendLabels).not.toHaveBeenCalled()
    // Try again: only the failed row goes out.
    expect(await engine.submit()).toBe(false)
    expect(courier.orders.createOnHold.mock.calls[1]?.[1].map((order) => order.uuid)).toEqual(['row-2'])
    expect(engine.getSnapshot().failedNames).toEqual([])
    expect(await engine.labelsForAccepted()).toBe(true)
    expect(courier.labels.sendLabels.mock.calls[0]?.[1]).toHaveLength(2)
    expect(list.getSnapshot().rows).toEqual([])
  })

  it('asks the estimate again before resuming once a failed row was edited (part 2 §4.6 steps 4–5)', async () => {
    const { courier, engine, list } = setup()
    courier.orders.create.mockRejectedValueOnce(new ApiError('orders.create', 422, 'Bad address'))
    await engine.estimate()
    expect(await engine.submit()).toBe(false)
    expect(engine.getSnapshot()).toMatchObject({ resumable: true, canSubmit: true })
    const [failed] = list.getSnapshot().rows
    engine.subscribe(() => {})
    expect(list.updateRow(failed?.key as string, { ...failed?.row, packageCount: 4 }, 'valid')).toBe(true)
    await settle()
    expect(engine.getSnapshot().canSubmit).toBe(false)
    expect(await engine.submit()).toBe(false)
    expect(courier.orders.create).toHaveBeenCalledTimes(3)
    expect(await engine.estimate()).toBe(true)
    expect(await engine.submit()).toBe(true)
  })

  it('locks every row of a running submit, pending ones too: none is removed or edited unseen (exactly once)', async () => {
    const { courier, engine, list } = setup()
    await engine.estimate()
    const create = courier.orders.create.getMockImplementation()
    const tried: boolean[] = []
    courier.orders.create.mockImplementationOnce(async (code, order) => {
      const [, second, third] = list.getSnapshot().rows
      tried.push(list.removeRow(third?.key as string))
      tried.push(list.updateRow(second?.key as string, { ...second?.row, itemName: 'changed' }, 'valid'))
      tried.push(list.clear())
      return (await create?.(code, order)) as never
    })
    expect(await engine.submit()).toBe(true)
    expect(tried).toEqual([false, false, false])
    expect(courier.orders.create.mock.calls.map(([, order]) => order.itemName)).toEqual([
      'row 1',
      'row 2',
      'row 3',
    ])
    expect(courier.labels.sendLabels).toHaveBeenCalledWith('code-1', [100, 101, 102])
    expect(list.getSnapshot().running).toBe(false)
  })

  it('sends nothing when the rows cannot be saved, and says so (storage full; exactly once)', async () => {
    const { courier, engine, list, storage } = setup()
    await engine.estimate()
    const setItem = storage.setItem
    storage.setItem = (key, value) => {
      if (key === 'waybill:batch:oneToMany') throw new Error('QuotaExceededError')
      setItem(key, value)
    }
    const [entry] = list.getSnapshot().rows
    list.updateRow(entry?.key as string, { ...entry?.row, packageCount: 1 }, 'valid')
    await engine.estimate()
    expect(await engine.submit()).toBe(false)
    expect(courier.orders.create).not.toHaveBeenCalled()
    expect(engine.getSnapshot().error).toBe(
      'This batch could not be saved on this device, so nothing more was sent. Free some browser storage and submit again.',
    )
  })

  it('stops sending once another tab changed the batch, and says so (two tabs)', async () => {
    const { courier, engine, open } = setup()
    await engine.estimate()
    const create = courier.orders.create.getMockImplementation()
    courier.orders.create.mockImplementationOnce(async (code, order) => {
      open() // another tab opens the batch while the first order is out
      return (await create?.(code, order)) as never
    })
    expect(await engine.submit()).toBe(false)
    expect(courier.orders.create).toHaveBeenCalledTimes(1)
    expect(engine.getSnapshot().error).toBe(
      'This batch was changed in another tab, so nothing more was sent from this one. Reload the page to continue with it.',
    )
  })

  it('reports a uuid given twice in the file as duplicated without sending it twice', async () => {
    const { courier, engine, list } = setup()
    list.load([...batchRows(2), { ...batchRows(1)[0], name: 'again' }])
    loadValidated(
      list,
      list.getSnapshot().rows.map((entry) => entry.row),
    )
    await engine.estimate()
    await engine.submit()
    expect(courier.orders.create.mock.calls.map(([, order]) => order.uuid)).toEqual(['row-1', 'row-2'])
    expect(engine.getSnapshot().duplicatedNames).toEqual(['again'])
  })

  it("offers 'Get Labels for Accepted Data and clear Data' only with duplicates; never clears a row that may be booked (part 2 §4.6 step 6)", async () => {
    const { courier, engine, list } = setup({ account: { isOnHoldEnabled: true }, rows: 3 })
    courier.orders.createOnHold.mockRejectedValueOnce(new ApiError('orders.createOnHold', 422, 'Bad list'))
    await engine.estimate()
    expect(await engine.submit()).toBe(false)
    // Failed rows only, no duplicate: the action does not show, nothing clears.
    expect(engine.getSnapshot().canGetLabelsForAccepted).toBe(false)
    expect(await engine.labelsForAccepted()).toBe(false)
    expect(list.getSnapshot().rows).toHaveLength(3)
    // row-3 is a duplicate; row-2's answer is lost after the server booked it; row-1's is lost before.
    courier.booked.set('row-3', { id: 1, onHold: true })
    const real = courier.orders.createOnHold.getMockImplementation()
    courier.orders.createOnHold.mockImplementation(async (code, sent) => {
      await real?.(
        code,
        sent.filter((order) => order.uuid === 'row-2'),
      )
      return {
        failedUuids: [],
        realUuids: [],
        duplicatedUuids: sent.filter((order) => order.uuid === 'row-3').map((order) => order.uuid),
      }
    })
    expect(await engine.submit()).toBe(false)
    expect(engine.getSnapshot()).toMatchObject({ canGetLabelsForAccepted: true, duplicatedNames: ['row 3'] })
    // row-1 may be booked and is not found: nothing is cleared.
    expect(await engine.labelsForAccepted()).toBe(false)
    expect(engine.getSnapshot().error).toBe(
      'Some rows were sent without an answer and could not be confirmed yet. Submit again to confirm them, then get the labels.',
    )
    expect(list.getSnapshot().rows).toHaveLength(3)
    expect(courier.labels.sendLabels).not.toHaveBeenCalled()
    // Once row-1 is found booked too, both count as accepted: their labels, then the batch clears.
    courier.booked.set('row-1', { id: 2, onHold: true })
    expect(await engine.labelsForAccepted()).toBe(true)
    expect([...(courier.labels.sendLabels.mock.calls[0]?.[1] ?? [])].sort()).toEqual(
      [2, courier.booked.get('row-2')?.id].sort(),
    )
    expect(list.getSnapshot().rows).toEqual([])
  })

  it('keeps the batch when the labels fail, and a new submit only asks the labels again', async () => {
    const { courier, engine, list } = setup()
    courier.labels.sendLabels.mockRejectedValueOnce(
      new ApiError('labels.sendLabels', 500, undefined, 'There was a problem, please try again'),
    )
    await engine.estimate()
    expect(await engine.submit()).toBe(false)
    expect(engine.getSnapshot()).toMatchObject({
      status: 'labelsFailed',
      error: 'There was a problem, please try again',
    })
    expect(list.getSnapshot().rows).toHaveLength(3)
    expect(await engine.submit()).toBe(true)
    expect(courier.orders.create).toHaveBeenCalledTimes(3)
    expect(courier.labels.sendLabels).toHaveBeenCalledTimes(2)
  })

  it('resumes after a crash with the same uuids: nothing booked twice, the lost on-hold answer counts as ours', async () => {
    const { courier, engine, open, storage } = setup({ account: { isOnHoldEnabled: true }, rows: 12 })
    await engine.estimate()
    const real = courier.orders.createOnHold.getMockImplementation()
    // The first list is booked, then the tab dies before the answer is read.
    courier.orders.createOnHold.mockImplementationOnce(async (code, list) => {
      await real?.(code, list)
      return new Promise(() => {})
    })
    void engine.submit()
    await settle()
    const reopened = open()
    expect(reopened.engine.getSnapshot()).toMatchObject({
      resumable: true,
      resumeNotice:
        'This batch was interrupted while it was being submitted. Submit it again to finish: no delivery already booked will be booked twice.',
      canSubmit: true,
    })
    expect(await reopened.engine.submit()).toBe(true)
    expect(courier.orders.createOnHold.mock.calls.map(([, sent]) => sent.length)).toEqual([10, 10, 2])
    expect(courier.booked.size).toBe(12)
    expect(courier.labels.sendLabels.mock.calls[0]?.[1]).toHaveLength(12)
    expect(keysBesideCharges(storage)).toEqual([])
  })

  it('stops before the next order on the signal; submitting again finishes the rest', async () => {
    const { courier, engine } = setup()
    await engine.estimate()
    const controller = new AbortController()
    const create = courier.orders.create.getMockImplementation()
    courier.orders.create.mockImplementationOnce(async (code, order) => {
      controller.abort()
      return (await create?.(code, order)) as never
    })
    expect(await engine.submit({ signal: controller.signal })).toBe(false)
    expect(engine.getSnapshot()).toMatchObject({ status: 'stopped', resumable: true, canSubmit: true })
    expect(await engine.submit()).toBe(true)
    expect(courier.orders.create.mock.calls.map(([, order]) => order.uuid)).toEqual([
      'row-1',
      'row-2',
      'row-3',
    ])
  })

  it('books many-pickup rows at pickup with the contact block at drop-off (part 2 §2.4, §3.10)', async () => {
    const storage = memoryStorage()
    const courier = fakeCourier()
    const { list, engine } = openBatch({
      storage,
      client: fakeBatchClient(courier),
      kind: 'manyToOne',
      draft: batchDraft('manyToOne'),
    })
    loadValidated(list, batchRows(1))
    await engine.estimate()
    await engine.submit()
    const order = courier.orders.create.mock.calls[0]?.[1]
    expect(order?.pickup.name).toBe('row 1')
    expect(order?.dropoff.name).toBe('Acme Florist')
    expect(order?.customerNote).toBeUndefined()
  })
})
