import { SignUpRegionsResponse, SizeCategoriesResponse } from '@waybill/sdk-core/wire'
import { is } from 'superstruct'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Sandbox } from '../src/index.ts'
import { memorySandbox } from './helpers.ts'

let sandbox: Sandbox

beforeAll(async () => {
  sandbox = await memorySandbox()
})
afterAll(() => sandbox.close())

interface Size {
  id: number
  name: string
  weight_category: { id: number; low: number; high: number }[]
}

describe('GET /api/web/size-category', () => {
  it('lists six size categories, two per tier, in data.data (part 1 §3 Size category, §7)', async () => {
    const res = await fetch(`${sandbox.url}/api/web/size-category`)
    expect(res.status).toBe(200)
    const body: unknown = await res.json()
    expect(is(body, SizeCategoriesResponse)).toBe(true)
    const sizes = (body as { data: { data: Size[] } }).data.data
    expect(sizes.map((size) => size.name)).toEqual(['SMALL', 'SMALL', 'MEDIUM', 'MEDIUM', 'LARGE', 'LARGE'])
    expect(sizes.map((size) => size.id)).toEqual([1, 2, 3, 4, 5, 6])
  })

  it('gives each size two increasing kg ranges with unique ids (part 1 §3)', async () => {
    const body = (await (await fetch(`${sandbox.url}/api/web/size-category`)).json()) as {
      data: { data: Size[] }
    }
    const ranges = body.data.data.flatMap((size) => size.weight_category)
    expect(new Set(ranges.map((range) => range.id)).size).toBe(12)
    for (const size of body.data.data) {
      const [first, second] = size.weight_category
      expect(size.weight_category).toHaveLength(2)
      expect(first?.low).toBeLessThan(first?.high ?? 0)
      expect(second?.low).toBe(first?.high)
      expect(second?.low).toBeLessThan(second?.high ?? 0)
    }
    expect(body.data.data[5]?.weight_category[1]).toEqual({ id: 12, low: 50, high: 100 })
  })
})

describe('GET /api/web/get-sign-up-active-regions', () => {
  it('lists Edmonton, Red Deer and Calgary in data (part 1 §1, §7)', async () => {
    const res = await fetch(`${sandbox.url}/api/web/get-sign-up-active-regions`)
    expect(res.status).toBe(200)
    const body: unknown = await res.json()
    expect(is(body, SignUpRegionsResponse)).toBe(true)
    expect((body as { data: { name: string }[] }).data.map((region) => region.name)).toEqual([
      'Edmonton',
      'Red Deer',
      'Calgary',
    ])
  })
})
