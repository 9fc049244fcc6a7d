import { describe, expect, it, vi } from 'vitest'
import { memoryStorage } from '../session/storage.ts'
import { BOOKED_UUIDS_KEPT, createPrepaymentLedger } from './prepaymentLedger.ts'

const charge = { amountCents: 2100, cardId: 7, transactionId: 'ch_1' }
const quietLogger = () => ({ warn: vi.fn(), error: vi.fn() })

describe('createPrepaymentLedger (part 2 §4.5 prepay: never charged twice)', () => {
  it('a pending charge covers its deliveries until refused; a confirmed one until they are booked', () => {
    const ledger = createPrepaymentLedger(memoryStorage(), quietLogger())
    const pending = ledger.begin(['a', 'b'], 2100)
    expect(pending).toMatchObject({ state: 'pending', uuids: ['a', 'b'], amountCents: 2100 })
    expect([...ledger.covered()]).toEqual(['a', 'b'])
    ledger.drop(pending?.id ?? '')
    expect(ledger.covered().size).toBe(0)
    const paid = ledger.begin(['a', 'b'], 2100)
    ledger.confirm(paid?.id ?? '', charge)
    expect(ledger.records()).toEqual([expect.objectContaining({ state: 'confirmed', transactionId: 'ch_1' })])
    ledger.markBooked('a')
    expect([...ledger.covered()]).toEqual(['b'])
    ledger.markBooked('b')
    expect(ledger.records()).toEqual([])
    expect([...ledger.booked()]).toEqual(['a', 'b'])
  })

  it('reads the storage again on every call: what another tab wrote counts', () => {
    const storage = memoryStorage()
    const here = createPrepaymentLedger(storage, quietLogger())
    const otherTab = createPrepaymentLedger(storage, quietLogger())
    otherTab.begin(['a'], 1050)
    otherTab.markBooked('z')
    expect([...here.covered()]).toEqual(['a'])
    expect([...here.booked()]).toEqual(['z'])
  })

  it(`remembers the last ${BOOKED_UUIDS_KEPT} booked uuids`, () => {
    const ledger = createPrepaymentLedger(memoryStorage(), quietLogger())
    for (let index = 0; index <= BOOKED_UUIDS_KEPT; index++) ledger.markBooked(`u${index}`)
    const booked = ledger.booked()
    expect(booked.size).toBe(BOOKED_UUIDS_KEPT)
    expect(booked.has('u0')).toBe(false)
    expect(booked.has(`u${BOOKED_UUIDS_KEPT}`)).toBe(true)
  })

  it('keeps the charges of the first stored version as confirmed', () => {
    const storage = memoryStorage()
    const v1 = [{ uuids: ['a'], amountCents: 1050, transactionId: 'ch_0', cardId: 7 }]
    storage.setItem('waybill:prepayments', JSON.stringify({ version: 1, data: v1 }))
    const ledger = createPrepaymentLedger(storage, quietLogger())
    expect(ledger.records()).toEqual([
      expect.objectContaining({ uuids: ['a'], state: 'confirmed', transactionId: 'ch_0' }),
    ])
  })

  it('marks many booked in one write, under its own key, keeping as many booked uuids as asked', () => {
    const storage = memoryStorage()
    const ledger = createPrepaymentLedger(storage, quietLogger(), 'batch:oneToMany:charges', 3)
    ledger.begin(['a', 'b'], 2100)
    ledger.begin(['c'], 1050)
    ledger.markBooked('a', 'c')
    expect(ledger.records()).toEqual([expect.objectContaining({ uuids: ['b'], amountCents: 2100 })])
    expect([...ledger.booked()]).toEqual(['a', 'c'])
    expect(storage.getItem('waybill:prepayments')).toBeNull()
    ledger.markBooked('b', 'd')
    expect(ledger.records()).toEqual([])
    expect([...ledger.booked()]).toEqual(['c', 'b', 'd'])
  })

  it('works in memory without a storage', () => {
    const ledger = createPrepaymentLedger(undefined, quietLogger())
    ledger.begin(['a'], 1050)
    expect([...ledger.covered()]).toEqual(['a'])
  })
})
