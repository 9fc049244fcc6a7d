import { describe, expect, it, vi } from 'vitest'
import { memoryStorage } from '../session/storage.ts'
import { proposeColumnMapping } from './parse/columnMapping.ts'
import { createSavedColumnMappings, SAVED_MAPPINGS_KEPT } from './savedMappings.ts'

// Issue 25 item 4: a mapping the customer accepted is saved for the account, keyed by its header row, in the
// persisted state (versioned, validated on load).

const logger = { debug: vi.fn(), info: vi.fn(), warn: vi.fn(), error: vi.fn() }
const QTY = proposeColumnMapping(['Qty', 'Customer', 'Street', 'Town', 'Prov'])

describe('createSavedColumnMappings (issue 25 item 4)', () => {
  it('keeps what was accepted across page loads, per account', () => {
    const storage = memoryStorage()
    createSavedColumnMappings({ storage, account: 7, logger }).save(QTY)
    expect(createSavedColumnMappings({ storage, account: 7, logger }).list()).toEqual([QTY])
    expect(createSavedColumnMappings({ storage, account: 8, logger }).list()).toEqual([])
  })

  it('keeps one mapping per header row, the most recent first, and at most 20', () => {
    const saved = createSavedColumnMappings({ storage: memoryStorage(), account: 7, logger })
    for (let i = 0; i < SAVED_MAPPINGS_KEPT + 3; i++) saved.save(proposeColumnMapping(['Qty', `Extra ${i}`]))
    const changed = { ...QTY, fields: [null, ...QTY.fields.slice(1)] }
    saved.save(QTY)
    saved.save({ ...changed, headers: changed.headers.map((header) => header.toUpperCase()) })
    expect(saved.list()).toHaveLength(SAVED_MAPPINGS_KEPT)
    expect(saved.list()[0]?.fields[0]).toBeNull()
    saved.forget(['qty', 'customer', 'street', 'town', 'prov'])
    expect(saved.list().some((mapping) => mapping.headers[1] === 'CUSTOMER')).toBe(false)
  })

  it('drops a stored entry that is not a list of mappings, with a warning, and starts empty', () => {
    const storage = memoryStorage()
    storage.setItem(
      'waybill:batch:mappings:7',
      JSON.stringify({ version: 1, data: [{ headers: ['a'], fields: [] }] }),
    )
    expect(createSavedColumnMappings({ storage, account: 7, logger }).list()).toEqual([])
    expect(logger.warn).toHaveBeenCalled()
    storage.setItem(
      'waybill:batch:mappings:7',
      JSON.stringify({ version: 1, data: [{ headers: ['a'], fields: ['notAField'] }] }),
    )
    expect(createSavedColumnMappings({ storage, account: 7, logger }).list()).toEqual([])
  })
})
