import { describe, expect, it, vi } from 'vitest'
import { batchRows } from '../../test/batchSubmitFixtures.ts'
import { memoryStorage, type StorageLike } from '../session/storage.ts'
import { createBatchList } from './batchState.ts'
import type { BatchListOptions } from './batchStateTypes.ts'

const logger = () => ({ warn: vi.fn(), error: vi.fn() })
const open = (storage: StorageLike, options: Partial<BatchListOptions> = {}) =>
  createBatchList({ kind: 'oneToMany', storage, logger: logger(), ...options })
const stored = (storage: StorageLike, key: string) => {
  const raw = storage.getItem(`waybill:${key}`)
  return raw === null ? null : JSON.parse(raw).data
}

describe('createBatchList', () => {
  it('loads a file as unchecked, invalid rows, each with a fixed uuid, and saves them (part 2 §4.6 step 1, §3.8)', () => {
    const storage = memoryStorage()
    const list = open(storage, { randomUUID: () => 'made-1' })
    list.load([...batchRows(1, 'a', { valid: true }), { ...batchRows(1, 'b')[0], uuid: '  ' }])
    const { rows, dirty, started } = list.getSnapshot()
    expect(rows.map((entry) => [entry.row.uuid, entry.row.valid, entry.address, entry.send.state])).toEqual([
      ['a-1', false, 'unchecked', 'pending'],
      ['made-1', false, 'unchecked', 'pending'],
    ])
    expect({ dirty, started }).toEqual({ dirty: true, started: false })
    expect(stored(storage, 'batch:oneToMany').rows).toHaveLength(2)
    // A reload restores the same rows, uuids included.
    expect(
      open(storage)
        .getSnapshot()
        .rows.map((entry) => entry.row.uuid),
    ).toEqual(['a-1', 'made-1'])
  })

  it('keeps the many-drop-offs and many-pickups lists apart, each with its dirty flag (part 1 §3)', () => {
    const storage = memoryStorage()
    open(storage).load(batchRows(2, 'one'))
    const manyToOne = open(storage, { kind: 'manyToOne' })
    expect(manyToOne.getSnapshot()).toMatchObject({ kind: 'manyToOne', rows: [], dirty: false })
    manyToOne.load(batchRows(1, 'many'))
    expect(open(storage).getSnapshot().rows).toHaveLength(2)
    expect(open(storage, { kind: 'manyToOne' }).getSnapshot().rows).toHaveLength(1)
  })

  it('edits a row but never its uuid, and raises the dirty flag until priced (part 2 §4.6 step 3)', () => {
    const list = open(memoryStorage())
    list.load(batchRows(1))
    list.markPriced()
    const [entry] = list.getSnapshot().rows
    if (!entry) throw new Error('no row')
    expect(
      list.updateRow(entry.key, { ...entry.row, uuid: 'other', unitNumber: '7', valid: true }, 'valid'),
    ).toBe(true)
    expect(list.getSnapshot().rows[0]).toMatchObject({
      row: { uuid: 'row-1', unitNumber: '7' },
      address: 'valid',
    })
    expect(list.getSnapshot().dirty).toBe(true)
    list.markPriced()
    expect(list.getSnapshot().dirty).toBe(false)
  })

  it('merges a validateAddresses answer by row key, with the hint of a row it could not place (part 2 §4.6 step 2)', () => {
    const list = open(memoryStorage())
    list.load(batchRows(3))
    const keys = list.getSnapshot().rows.map((entry) => entry.key)
    const [a, b, c] = list.getSnapshot().rows.map((entry) => entry.row)
    list.applyValidation([keys[2] as string, keys[0] as string], {
      rows: [
        { ...c, valid: true, city: 'Edmonton' },
        { ...a, valid: false },
      ],
      outcomes: [{ status: 'valid', address: {} as never }, { status: 'invalid' }],
      cancelled: false,
    })
    const rows = list.getSnapshot().rows
    expect(rows.map((entry) => entry.address)).toEqual(['invalid', 'unchecked', 'valid'])
    expect(rows[0]?.addressHint).toEqual(expect.any(String))
    expect(rows[1]?.row).toEqual({ ...b, valid: false })
    expect(rows[2]?.row.valid).toBe(true)
  })

  it('saves a row as sending before its request leaves, then its answer (part 2 §4.6; exactly once)', () => {
    const storage = memoryStorage()
    const list = open(storage)
    list.load(batchRows(2))
    const [first] = list.getSnapshot().rows
    expect(list.beginSend([first?.key as string], 'onHold')).toBe(true)
    expect(stored(storage, 'batch:oneToMany:sends')).toEqual({
      r0: { state: 'sending', route: 'onHold', sends: 1, inDoubt: true, orderId: null, error: null },
    })
    list.settle(new Map([[first?.key as string, { state: 'accepted', orderId: 7 }]]))
    expect(stored(storage, 'batch:oneToMany:sends').r0).toMatchObject({
      state: 'accepted',
      inDoubt: false,
      orderId: 7,
    })
    expect(list.getSnapshot().started).toBe(true)
  })

  it('restores a row that was out when the page went away as failed and in doubt, locked (crash recovery)', () => {
    const storage = memoryStorage()
    const list = open(storage)
    list.load(batchRows(2))
    list.beginSend(['r0'], 'create')
    const restored = open(storage)
    expect(restored.getSnapshot().rows[0]?.send).toMatchObject({
      state: 'failed',
      inDoubt: true,
      route: 'create',
      error: 'No answer came for this row; submitting again will confirm it without booking it twice.',
    })
    expect(restored.updateRow('r0', { name: 'x' }, 'valid')).toBe(false)
    expect(restored.removeRow('r0')).toBe(false)
    expect(restored.removeRow('r1')).toBe(true)
    expect(() => restored.load(batchRows(1))).toThrow(TypeError)
  })

  it('tells when the booking records could not be saved, so that nothing is sent', () => {
    const storage = memoryStorage()
    const list = open(storage)
    list.load(batchRows(1))
    storage.setItem = () => {
      throw new Error('QuotaExceededError')
    }
    expect(list.beginSend(['r0'], 'create')).toBe(false)
  })

  it('clears the rows and their records, in storage too (part 2 §4.6 step 6 "the batch data clears")', () => {
    const storage = memoryStorage()
    const list = open(storage)
    list.load(batchRows(2))
    list.beginSend(['r0'], 'create')
    list.clear()
    expect(list.getSnapshot()).toMatchObject({ rows: [], started: false, dirty: false })
    expect(storage.length).toBe(0)
  })

  it('drops a corrupt stored list with a warning, never a crash (ARCHITECTURE §4)', () => {
    const storage = memoryStorage()
    storage.setItem('waybill:batch:oneToMany', JSON.stringify({ version: 1, data: { rows: 'nope' } }))
    const warn = logger()
    const list = createBatchList({ kind: 'oneToMany', storage, logger: warn })
    expect(list.getSnapshot().rows).toEqual([])
    expect(warn.warn).toHaveBeenCalled()
  })
})
