import { existsSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { openDatabase, SCHEMA_VERSION } from '../src/db/schema.ts'
import { startSandbox } from '../src/index.ts'
import { login } from './helpers.ts'

const tmp = mkdtempSync(join(tmpdir(), 'waybill-db-'))
afterAll(() => rmSync(tmp, { recursive: true, force: true }))

describe('file database', () => {
  it('creates the parent directory and keeps the seeded accounts across restarts (ARCHITECTURE §7)', async () => {
    const database = join(tmp, 'nested', '.sandbox', 'waybill.sqlite')
    const first = await startSandbox({ database })
    const code = await login(first)
    await first.close()
    expect(existsSync(database)).toBe(true)

    const second = await startSandbox({ database })
    try {
      expect(await login(second)).toBe(code)
      const info = await fetch(`${second.url}/api/user/companyInfo?api_key=${code}`)
      expect(info.status).toBe(200)
    } finally {
      await second.close()
    }
  })

  it("adds the orders' images column to a database of schema version 2 (migration 3)", () => {
    const database = join(tmp, 'version-2.sqlite')
    const columns = (db: ReturnType<typeof openDatabase>) =>
      db
        .prepare('PRAGMA table_info(orders)')
        .all()
        .map((column) => column.name)
    const old = openDatabase(database)
    old.exec('ALTER TABLE orders DROP COLUMN images; PRAGMA user_version = 2')
    expect(columns(old)).not.toContain('images')
    old.close()

    const migrated = openDatabase(database)
    try {
      expect(columns(migrated)).toContain('images')
      expect(migrated.prepare('PRAGMA user_version').get()?.user_version).toBe(SCHEMA_VERSION)
    } finally {
      migrated.close()
    }
  })

  it('gives a fresh in-memory database its own api codes', async () => {
    const [a, b] = await Promise.all([startSandbox(), startSandbox()])
    try {
      expect(await login(a)).not.toBe(await login(b))
    } finally {
      await Promise.all([a.close(), b.close()])
    }
  })
})
