import { number, object, string } from 'superstruct'
import { describe, expect, it, vi } from 'vitest'
import { createPersistedSlot } from './persistedSlot.ts'
import { memoryStorage, type StorageLike } from './storage.ts'

const logger = () => ({ warn: vi.fn(), error: vi.fn() })
const schema = object({ name: string(), count: number() })

describe('createPersistedSlot (ARCHITECTURE §4 persisted state)', () => {
  it('saves under the waybill: prefix and loads the same value back', () => {
    const storage = memoryStorage()
    const slot = createPersistedSlot({ key: 'thing', version: 2, schema, logger: logger() })
    slot.save(storage, { name: 'a', count: 1 })
    expect(JSON.parse(storage.getItem('waybill:thing') ?? '')).toEqual({
      version: 2,
      data: { name: 'a', count: 1 },
    })
    expect(slot.load(storage)).toEqual({ name: 'a', count: 1 })
  })

  it.each([
    ['not JSON', '{oops', 'not JSON'],
    ['no version', '{"data":{}}', 'no version'],
    ['a newer version', '{"version":3,"data":{"name":"a","count":1}}', 'newer version'],
    ['a wrong shape', '{"version":2,"data":{"name":"a","count":"1"}}', "invalid at 'count'"],
    ['an old version without migration', '{"version":1,"data":{"name":"a"}}', 'cannot be migrated'],
  ])('drops %s with a logged warning, never a crash', (_, raw, why) => {
    const storage = memoryStorage()
    storage.setItem('waybill:thing', raw)
    const log = logger()
    const slot = createPersistedSlot({ key: 'thing', version: 2, schema, logger: log })
    expect(slot.load(storage)).toBeUndefined()
    expect(storage.getItem('waybill:thing')).toBeNull()
    expect(log.warn).toHaveBeenCalledWith(expect.stringContaining(why))
  })

  it('migrates an entry written by an older version', () => {
    const storage = memoryStorage()
    storage.setItem('waybill:thing', '{"version":1,"data":{"name":"a"}}')
    const migrate = vi.fn((data: unknown) => ({ ...(data as object), count: 0 }))
    const slot = createPersistedSlot({ key: 'thing', version: 2, schema, migrate, logger: logger() })
    expect(slot.load(storage)).toEqual({ name: 'a', count: 0 })
    expect(migrate).toHaveBeenCalledWith({ name: 'a' }, 1)
  })

  it('keeps working when the storage refuses to write (quota, private mode)', () => {
    const full: StorageLike = {
      ...memoryStorage(),
      setItem: () => {
        throw new Error('QuotaExceededError')
      },
    }
    const log = logger()
    const slot = createPersistedSlot({ key: 'thing', version: 1, schema, logger: log })
    expect(() => slot.save(full, { name: 'a', count: 1 })).not.toThrow()
    expect(log.warn).toHaveBeenCalledOnce()
  })
})
