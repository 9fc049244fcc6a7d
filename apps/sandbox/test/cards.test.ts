import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { DatabaseSync } from 'node:sqlite'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Sandbox } from '../src/index.ts'
import { login, memorySandbox, postJson } from './helpers.ts'

const NUMBER = '5555555555554444'
const CVC = '9731'
const card = {
  name: 'Ada King',
  number: NUMBER,
  expiry_month: '09',
  expiry_year: '35',
  cvc: CVC,
  postal: 'T5J 0H6',
}

let tmp: string
let file: string
let sandbox: Sandbox
let code: string

beforeAll(async () => {
  tmp = mkdtempSync(join(tmpdir(), 'waybill-cards-'))
  file = join(tmp, 'waybill.sqlite')
  sandbox = await memorySandbox({ database: file })
  code = await login(sandbox)
})
afterAll(async () => {
  await sandbox.close()
  rmSync(tmp, { recursive: true, force: true })
})

async function save(): Promise<{ card_id: number }> {
  const tokenRes = await postJson(`${sandbox.url}/api/web/token`, card)
  expect(tokenRes.status).toBe(200)
  const { token } = (await tokenRes.json()) as { token: string }
  const res = await postJson(`${sandbox.url}/api/web/card`, { token, api_key: code })
  expect(res.status).toBe(200)
  return ((await res.json()) as { data: { card: { card_id: number } } }).data.card
}

describe('cards in the sandbox database (part 2 §3.12; issue 3: never store a full card number)', () => {
  it('keeps no full number and no CVC in any column of any table after a card is saved', async () => {
    await save()
    await sandbox.close()
    const db = new DatabaseSync(file, { readOnly: true })
    try {
      const tables = db.prepare("SELECT name FROM sqlite_master WHERE type = 'table'").all()
      expect(tables.map((table) => table.name)).toEqual(expect.arrayContaining(['cards', 'card_tokens']))
      let cells = 0
      for (const { name } of tables) {
        for (const row of db.prepare(`SELECT * FROM "${String(name)}"`).all()) {
          for (const value of Object.values(row)) {
            cells += 1
            const text = String(value)
            expect(text).not.toContain(NUMBER.slice(0, 12))
            expect(text).not.toContain(NUMBER.slice(-8))
            if (name === 'cards' || name === 'card_tokens') expect(text).not.toBe(CVC)
          }
        }
      }
      expect(cells).toBeGreaterThan(100)
      const saved = db.prepare('SELECT brand, last4, name, postal FROM cards ORDER BY id DESC LIMIT 1').get()
      expect(saved).toEqual({ brand: 'Mastercard', last4: '4444', name: 'Ada King', postal: 'T5J 0H6' })
    } finally {
      db.close()
    }
    sandbox = await memorySandbox({ database: file })
  })

  it('refuses a number in an edit: the number is not editable (part 2 §5.5)', async () => {
    const { card_id } = await save()
    const res = await fetch(`${sandbox.url}/api/web/card/${card_id}`, {
      method: 'PATCH',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ api_key: code, number: '4242424242424242' }),
    })
    expect(res.status).toBe(422)
    expect(await res.json()).toEqual({ message: 'The number field is invalid.' })
  })

  it('marks a card saved from 4000 0000 0000 0341 as one whose charges are declined (docs/contract/accounts.md)', async () => {
    const tokenRes = await postJson(`${sandbox.url}/api/web/token`, { ...card, number: '4000000000000341' })
    const { token } = (await tokenRes.json()) as { token: string }
    const res = await postJson(`${sandbox.url}/api/web/card`, { token, api_key: code })
    const { card_id } = ((await res.json()) as { data: { card: { card_id: number } } }).data.card
    await sandbox.close()
    const db = new DatabaseSync(file, { readOnly: true })
    try {
      expect(db.prepare('SELECT declines_charges, last4 FROM cards WHERE id = ?').get(card_id)).toEqual({
        declines_charges: 1,
        last4: '0341',
      })
    } finally {
      db.close()
    }
    sandbox = await memorySandbox({ database: file })
  })
})
