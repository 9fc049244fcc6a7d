import type { DatabaseSync } from 'node:sqlite'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { openDatabase } from '../db/schema.ts'
import { seedDatabase } from '../db/seed.ts'
import { type DashboardFilter, dashboardPage, whereOf } from './dashboardQuery.ts'
import { LISTED_SELECT } from './store.ts'

let db: DatabaseSync
let demo: number

beforeAll(async () => {
  db = openDatabase(':memory:')
  await seedDatabase(db)
  demo = Number(db.prepare("SELECT id FROM users WHERE email = 'demo@waybill.test'").get()?.id)
})
afterAll(() => db.close())

const filter = (overrides: Partial<DashboardFilter>): DashboardFilter => ({
  userId: demo,
  view: 3,
  search: '',
  date: '',
  status: null,
  ...overrides,
})

describe('dashboardPage (part 2 §7; bench: a typical call ≤ 5 ms p50)', () => {
  it.each([1, 2, 3] as const)('finds view %i through an index, never a full scan of orders', (view) => {
    const where = whereOf(filter({ view }))
    const plan = db
      .prepare(`EXPLAIN QUERY PLAN ${LISTED_SELECT} WHERE ${where.sql} LIMIT 25`)
      .all(...where.params)
      .map((row) => String(row.detail))
    expect(plan[0]).toMatch(/^SEARCH o USING INDEX orders_by_(user|shared)_/)
    expect(plan.join('\n')).not.toMatch(/SCAN o\b/)
  })

  it('treats % and _ in a search as text, not wildcards', () => {
    expect(dashboardPage(db, filter({ view: 1, search: '%' }), { start: 0, length: 100 }).total).toBe(0)
    expect(dashboardPage(db, filter({ view: 1, search: 'PPC_10' }), { start: 0, length: 100 }).total).toBe(0)
    expect(dashboardPage(db, filter({ view: 1, search: 'PPC-10' }), { start: 0, length: 100 }).total).toBe(22)
  })

  it('offsets by start and limits by length, counting all matches', () => {
    const all = dashboardPage(db, filter({ view: 1 }), { start: 0, length: 100 })
    const third = dashboardPage(db, filter({ view: 1 }), { start: 20, length: 10 })
    expect(third.total).toBe(all.total)
    expect(third.rows.map((row) => row.id)).toEqual(all.rows.slice(20, 30).map((row) => row.id))
  })
})
