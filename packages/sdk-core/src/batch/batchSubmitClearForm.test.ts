import { describe, expect, it } from 'vitest'
import {
  batchAccount,
  batchDraft,
  batchRows,
  fakeBatchClient,
  fakeCourier,
  loadValidated,
  NOW,
} from '../../test/batchSubmitFixtures.ts'
import { createOrderDraft } from '../draft/orderDraft.ts'
import type { BatchKind } from '../draft/types.ts'
import { ApiError } from '../http/errors.ts'
import { memoryStorage } from '../session/storage.ts'
import { createBatchList } from './batchState.ts'
import { createBatchSubmit } from './batchSubmit.ts'

/** A batch of three validated rows whose form is a real batch draft store, filled and saved in `storage`. */
function batchWithForm(kind: BatchKind = 'oneToMany', isIntercity = false) {
  const storage = memoryStorage()
  const courier = fakeCourier()
  const client = fakeBatchClient(courier)
  const draft = createOrderDraft({ batch: kind, defaultInsuranceValue: 100, now: () => NOW, storage })
  draft.load(batchDraft(kind, { isIntercity }))
  const list = createBatchList({ kind, storage, logger: client.logger })
  loadValidated(list, batchRows(3))
  const engine = createBatchSubmit({
    client,
    list,
    draft: () => draft.getSnapshot(),
    resetDraft: (start) => draft.reset(start),
    apiCode: () => 'code-1',
    account: () => batchAccount(),
    now: () => NOW,
    sleep: async () => {},
  })
  return { storage, courier, draft, list, engine }
}

describe('createBatchSubmit: the batch data clears (part 2 §4.6 step 6)', () => {
  it.each([
    ['oneToMany', 'pickup'],
    ['manyToOne', 'dropoff'],
  ] as const)(
    '%s: once every row is booked and labelled, the form forgets its %s, date, times and description',
    async (kind, side) => {
      const { draft, engine, list } = batchWithForm(kind, true)
      const before = draft.getSnapshot()
      expect(before[side].name).toBe('Acme Florist')
      await engine.estimate()
      expect(await engine.submit()).toBe(true)
      expect(list.getSnapshot().rows).toEqual([])
      const after = draft.getSnapshot()
      expect(after[side]).toMatchObject({ name: '', address: '', phone: '', email: '', lat: 0, lng: 0 })
      expect(after).toMatchObject({
        description: '',
        packages: [],
        dropoffMethod: null,
        pickupDate: null,
        pickupStart: null,
        pickupEnd: null,
        dropoffDate: null,
        dropoffStart: null,
        dropoffEnd: null,
      })
      // What the screen was opened as stays: the same batch kind, local or intercity as chosen, a new uuid.
      expect(after).toMatchObject({ batch: kind, kind: 'single', isIntercity: true, insuranceValue: 100 })
      expect(after.uuid).not.toBe(before.uuid)
    },
  )

  it('keeps the cleared form after a reload: the next visit starts empty (part 2 §4.6 step 6)', async () => {
    const { draft, engine, storage } = batchWithForm()
    await engine.estimate()
    await engine.submit()
    await Promise.resolve()
    const reopened = createOrderDraft({
      batch: 'oneToMany',
      defaultInsuranceValue: 100,
      now: () => NOW,
      storage,
    })
    expect(reopened.getSnapshot()).toEqual(draft.getSnapshot())
    expect(reopened.getSnapshot().description).toBe('')
  })

  it('keeps the form while the batch is not done: labels failed, the rows and their form stay for a retry', async () => {
    const { courier, draft, engine } = batchWithForm()
    courier.labels.sendLabels.mockRejectedValueOnce(
      new ApiError('labels.sendLabels', 500, undefined, 'There was a problem, please try again'),
    )
    await engine.estimate()
    expect(await engine.submit()).toBe(false)
    expect(draft.getSnapshot()).toMatchObject({ description: 'Flowers', pickupDate: '2026-11-24' })
    expect(await engine.submit()).toBe(true)
    expect(draft.getSnapshot()).toMatchObject({ description: '', pickupDate: null })
  })
})
