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

  it("keeps each row's spreadsheet row number through an edit and a reload, to match it to the file (part 2 §3.8, issue 23)", () => {
    const storage = memoryStorage()
    const list = open(storage)
    list.load([{ ...batchRows(1, 'a')[0], rowNumber: 7 }])
    const entry = list.getSnapshot().rows[0]
    if (!entry) throw new Error('no row')
    list.updateRow(entry.key, { ...entry.row, unitNumber: '5' }, 'valid')
    expect(
      open(storage)
        .getSnapshot()
        .rows.map((row) => [row.row.rowNumber, row.row.unitNumber]),
    ).toEqual([[7, '5']])
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
      r0: {
        uuid: 'row-1',
        state: 'sending',
        route: 'onHold',
        sends: 1,
        inDoubt: true,
        orderId: null,
        error: null,
      },
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

  it('sends nothing while the rows themselves are not saved: a crash would lose their uuids (exactly once)', () => {
    const storage = memoryStorage()
    const setItem = storage.setItem
    let full = true
    // The rows overflow the storage; the small booking records still fit.
    storage.setItem = (key, value) => {
      if (full && key === 'waybill:batch:oneToMany') throw new Error('QuotaExceededError')
      setItem(key, value)
    }
    const list = open(storage)
    list.load(batchRows(2))
    expect(list.beginSend(['r0'], 'create')).toBe(false)
    expect(list.getSnapshot().started).toBe(false)
    // Room again: the rows are written first, then the send goes ahead.
    full = false
    expect(list.beginSend(['r0'], 'create')).toBe(true)
    expect(stored(storage, 'batch:oneToMany').rows).toHaveLength(2)
  })

  it("drops booking records whose rows are gone, so that a new file's rows never take them over (exactly once)", () => {
    const storage = memoryStorage()
    const first = open(storage)
    first.load(batchRows(2, 'old'))
    first.beginSend(['r0'], 'create')
    first.settle(new Map([['r0', { state: 'accepted', orderId: 7 }]]))
    // The rows are lost (dropped as corrupt, or never saved); their records are still stored.
    storage.removeItem('waybill:batch:oneToMany')
    const next = open(storage)
    expect(stored(storage, 'batch:oneToMany:sends')).toBeNull()
    next.load(batchRows(2, 'new'))
    expect(next.getSnapshot().rows.map((entry) => [entry.key, entry.send.state])).toEqual([
      ['r0', 'pending'],
      ['r1', 'pending'],
    ])
  })

  it("keeps a restored record only for the row of its key with its uuid (another file's r0 stays unsent)", () => {
    const storage = memoryStorage()
    const list = open(storage)
    list.load(batchRows(2, 'old'))
    list.beginSend(['r0', 'r1'], 'onHold')
    list.settle(new Map([['r0', { state: 'accepted' }]]))
    const records = storage.getItem('waybill:batch:oneToMany:sends') as string
    // Another file's rows under the same keys, with the old file's records beside them.
    const other = memoryStorage()
    open(other).load([...batchRows(1, 'new'), ...batchRows(2, 'old').slice(1)])
    other.setItem('waybill:batch:oneToMany:sends', records)
    const restored = open(other)
    expect(restored.getSnapshot().rows.map((entry) => entry.send.state)).toEqual(['pending', 'failed'])
    expect(Object.keys(stored(other, 'batch:oneToMany:sends'))).toEqual(['r1'])
  })

  it('refuses to begin sending a key that is no row of the list, and records nothing for it', () => {
    const list = open(memoryStorage())
    list.load(batchRows(1))
    expect(list.beginSend(['r0', 'r9'], 'create')).toBe(false)
    list.settle(new Map([['r9', { state: 'accepted' }]]))
    expect(list.getSnapshot()).toMatchObject({ started: false })
  })

  it('refuses loads, edits, removals and clears while a submit runs (part 2 §4.6 step 5; exactly once)', () => {
    const list = open(memoryStorage())
    list.load(batchRows(2))
    const [first] = list.getSnapshot().rows
    list.setRunning(true)
    expect(list.getSnapshot().running).toBe(true)
    expect(list.updateRow('r0', { ...first?.row, name: 'x' }, 'valid')).toBe(false)
    expect(list.removeRow('r1')).toBe(false)
    expect(() => list.load(batchRows(1))).toThrow(TypeError)
    expect(list.clear()).toBe(false)
    list.setRunning(false)
    expect(list.removeRow('r1')).toBe(true)
  })

  it('marks the batch priced only if no row changed since the revision the prices were asked at', () => {
    const list = open(memoryStorage())
    list.load(batchRows(2))
    const { revision } = list.getSnapshot()
    list.updateRow('r0', { ...list.getSnapshot().rows[0]?.row, packageCount: 3 }, 'valid')
    expect(list.markPriced(revision)).toBe(false)
    expect(list.getSnapshot().dirty).toBe(true)
    expect(list.markPriced(list.getSnapshot().revision)).toBe(true)
    expect(list.getSnapshot().dirty).toBe(false)
  })

  it('stops writing and sending once another tab changed the batch (two tabs over one storage)', () => {
    const storage = memoryStorage()
    const first = open(storage)
    first.load(batchRows(2))
    const second = open(storage)
    expect(first.beginSend(['r0'], 'create')).toBe(true)
    // The second tab read the batch before that send: its records are stale, it must not send or write.
    expect(second.beginSend(['r1'], 'create')).toBe(false)
    expect(second.getSnapshot().elsewhere).toBe(true)
    expect(second.removeRow('r1')).toBe(false)
    expect(second.clear()).toBe(false)
    expect(stored(storage, 'batch:oneToMany:sends').r0.state).toBe('sending')
    // A tab opened now takes the batch as saved; the first one, stale from its next write on, stops.
    const third = open(storage)
    expect(third.getSnapshot().rows[0]?.send).toMatchObject({ state: 'failed', inDoubt: true })
    expect(first.beginSend(['r1'], 'create')).toBe(false)
    expect(third.beginSend(['r1'], 'create')).toBe(true)
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
