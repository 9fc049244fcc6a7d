import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { createFileStorage, StateFileError } from '../src/fileStorage.ts'

let dir = ''
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'waybill-file-storage-'))
})
afterEach(() => rmSync(dir, { recursive: true, force: true }))

describe('createFileStorage', () => {
  it('writes every change to the file, and a new storage over it reads them back', () => {
    const path = join(dir, 'state.json')
    const storage = createFileStorage(path)
    storage.setItem('waybill:batch:oneToMany', '{"rows":[]}')
    storage.setItem('waybill:batch:oneToMany:sends', '{}')
    storage.removeItem('waybill:batch:oneToMany:sends')
    expect(JSON.parse(readFileSync(path, 'utf8'))).toEqual({ 'waybill:batch:oneToMany': '{"rows":[]}' })
    const reread = createFileStorage(path)
    expect(reread.length).toBe(1)
    expect(reread.key(0)).toBe('waybill:batch:oneToMany')
    expect(reread.getItem('waybill:batch:oneToMany')).toBe('{"rows":[]}')
    expect(reread.getItem('missing')).toBe(null)
  })

  it('replaces the file by rename: no temporary file is left, the file is whole after every write', () => {
    const path = join(dir, 'state.json')
    const storage = createFileStorage(path)
    for (let index = 0; index < 20; index++) {
      storage.setItem(`key-${index}`, 'x'.repeat(index * 100))
      expect(() => JSON.parse(readFileSync(path, 'utf8'))).not.toThrow()
    }
    expect(readdirSync(dir)).toEqual(['state.json'])
  })

  it('throws when a write fails, and keeps in memory what the disk has', () => {
    const path = join(dir, 'gone', 'state.json')
    const storage = createFileStorage(path)
    expect(() => storage.setItem('key', 'value')).toThrow()
    expect(storage.getItem('key')).toBe(null)
    expect(storage.length).toBe(0)
  })

  it('refuses a file that is no state file, naming it', () => {
    const path = join(dir, 'state.json')
    writeFileSync(path, '{"torn": ')
    expect(() => createFileStorage(path)).toThrow(StateFileError)
    writeFileSync(path, '{"key": 1}')
    expect(() => createFileStorage(path)).toThrow(/state\.json cannot be read/)
  })

  it('destroy deletes the file', () => {
    const path = join(dir, 'state.json')
    const storage = createFileStorage(path)
    storage.setItem('key', 'value')
    storage.destroy()
    expect(readdirSync(dir)).toEqual([])
    expect(storage.length).toBe(0)
  })
})
