import type { ApiPaths } from '@waybill/sdk-core/wire'
import { seededRandom } from '../src/seededRandom.ts'
import { bodyTemplates, queryTemplates } from './fuzzTemplates.ts'

/** One request of the fuzz: what to send, and why (shown when it gets a 5xx). */
export interface MalformedRequest {
  readonly method: string
  /** Path and query, as sent. */
  readonly target: string
  readonly headers: Readonly<Record<string, string>>
  readonly body?: string
  readonly what: string
}

/** A route of the sandbox's table: method and path, `{name}` segments unfilled. */
export interface RouteRow {
  readonly method: string
  readonly path: string
}

/** The api codes the requests carry: the demo account's (no My Fleet) and the fleet profile's. */
export interface FuzzAccounts {
  readonly demo: string
  readonly fleet: string
}

/** Stands for JSON's 1e309 and -1e309 (Infinity once parsed), which JSON.stringify cannot write. */
const HUGE = '\u0000huge\u0000'
const MINUS_HUGE = '\u0000-huge\u0000'

/** Values that no field should take: wrong types, huge and negative numbers, NaN-like text, impossible dates. */
const HOSTILE_VALUES: readonly unknown[] = [
  null,
  true,
  '',
  ' ',
  'NaN',
  'Infinity',
  '1e999',
  '0x1F',
  '12abc',
  0,
  -1,
  -0.5,
  0.5,
  999,
  1e15,
  -1e15,
  1e300,
  1e308,
  -1e308,
  2 ** 53 + 2,
  5e-324,
  HUGE,
  MINUS_HUGE,
  [],
  [1, 'two'],
  {},
  { nested: { deeper: [null] } },
  'x'.repeat(5000),
  '2026-02-31',
  '2026-02-31 10:00:00',
  '2026-13-01 10:00:00',
  '0000-00-00 00:00:00',
  '9999-12-31 23:59:59',
  '2026-11-23 24:00:00',
  '25:00 - 26:00',
  '15:00 - 09:00',
  "'; DROP TABLE orders; --",
  '\u0000',
]

/** Query values that no parameter should take. */
const HOSTILE_TEXT: readonly string[] = [
  '',
  'NaN',
  'Infinity',
  '-1',
  '0',
  '1e309',
  '99999999999999999999',
  '9007199254740993',
  '2026-02-31',
  '2026-02-30',
  '2026-13-01',
  '0000-00-00',
  '15:00 - 09:00',
  '25:00 - 26:00',
  '1,,2',
  'abc',
  '%E0%A4%A',
  'x'.repeat(3000),
]

/** Path parameters that name nothing, or nothing sane. */
const HOSTILE_SEGMENTS: readonly string[] = [
  '0',
  '-1',
  '1e309',
  '99999999999999999999',
  'NaN',
  'abc',
  '%ZZ',
  '1.5',
]

type Json = unknown
type Key = string | number

/** Every path to a leaf of a JSON value, e.g. ['0', 'multi_package', 0, 'packages']. */
function leafPaths(value: Json, prefix: Key[] = []): Key[][] {
  if (Array.isArray(value) && value.length > 0)
    return value.flatMap((item, index) => leafPaths(item, [...prefix, index]))
  if (value !== null && typeof value === 'object' && Object.keys(value).length > 0) {
    return Object.entries(value).flatMap(([key, item]) => leafPaths(item, [...prefix, key]))
  }
  return [prefix]
}

function withLeaf(value: Json, path: readonly Key[], replace: (leaf: Json) => Json | undefined): Json {
  if (path.length === 0) return replace(value)
  const [head, ...rest] = path as [Key, ...Key[]]
  const copy = (Array.isArray(value) ? [...value] : { ...(value as object) }) as Record<Key, Json>
  const next = withLeaf(copy[head], rest, replace)
  if (next === undefined && !Array.isArray(copy)) delete copy[head]
  else copy[head] = next
  return copy
}

/** JSON text, with the huge-number stand-ins written as 1e309 and -1e309. */
function jsonText(value: Json): string {
  return JSON.stringify(value).replaceAll(`"${HUGE}"`, '1e309').replaceAll(`"${MINUS_HUGE}"`, '-1e309')
}

function deepJson(depth: number, kind: 'array' | 'object'): string {
  return kind === 'array'
    ? '['.repeat(depth) + ']'.repeat(depth)
    : `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`
}

const JSON_HEADERS = { 'content-type': 'application/json' }

const NOT_JSON: readonly string[] = [
  '{"api_code":',
  'NaN',
  '{"amount": NaN}',
  '',
  '\u00ff\u00fe',
  '--x\r\nContent-Disposition: form-data',
]

/** How often a route comes round: one with a large body (an order has some 70 fields) more often. */
function weightOf(route: RouteRow, paths: ApiPaths, api: string): number {
  const template = bodyTemplates(paths, api)[route.path]
  return template ? Math.ceil(leafPaths(template()).length / 8) : 1
}

type Random = () => number

function pickFrom(random: Random) {
  return <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)] as T
}

/** Breaks one well-formed request of `route` (or a guess at one) in one of several ways, chosen by `random`. */
function breakRequest(route: RouteRow, paths: ApiPaths, api: string, random: Random): MalformedRequest {
  const pick = pickFrom(random)
  const bodyOf = bodyTemplates(paths, api)[route.path] ?? (() => ({ api_code: api, api_key: api }))
  const query = { ...(queryTemplates(paths, api)[route.path] ?? { api_code: api, api_key: api }) }
  let path = route.path.replace(/\{\w+\}/g, () => (random() < 0.5 ? '1' : pick(HOSTILE_SEGMENTS)))
  const hasBody = route.method !== 'GET' && route.method !== 'DELETE'
  let body: string | undefined
  let headers: Record<string, string> = hasBody ? JSON_HEADERS : {}
  let what: string
  const roll = random()
  if (!hasBody || roll < 0.15) {
    const keys = Object.keys(query)
    const key = random() < 0.8 && keys.length > 0 ? pick(keys) : pick(['ids', 'date', 'start', 'status'])
    if (random() < 0.15) delete query[key]
    else query[key] = pick(HOSTILE_TEXT)
    what = `query ${key}=${String(query[key]).slice(0, 40)}`
    if (hasBody) body = jsonText(bodyOf())
  } else if (roll < 0.75) {
    const template = bodyOf()
    const leaves = leafPaths(template)
    let broken = template
    const names: string[] = []
    for (let change = random() < 0.7 ? 1 : 3; change > 0; change--) {
      const leaf = pick(leaves)
      const drop = random() < 0.12
      const hostile = pick(HOSTILE_VALUES)
      broken = withLeaf(broken, leaf, () => (drop ? undefined : hostile))
      names.push(`${leaf.join('.')}=${drop ? '(missing)' : jsonText(hostile).slice(0, 40)}`)
    }
    body = jsonText(broken)
    what = `field ${names.join(', ')}`
  } else if (roll < 0.83) {
    body = jsonText(withLeaf(bodyOf(), ['unknown_field'], () => pick(HOSTILE_VALUES)))
    what = 'an unknown field'
  } else if (roll < 0.9) {
    const depth = pick([65, 1000, 100_000])
    const kind = random() < 0.5 ? 'array' : 'object'
    body = deepJson(depth, kind)
    what = `${kind}s nested ${depth} deep`
  } else if (roll < 0.95) {
    body = jsonText(pick(HOSTILE_VALUES))
    what = 'a body of another type'
  } else {
    body = pick(NOT_JSON)
    headers = pick([
      JSON_HEADERS,
      { 'content-type': 'text/plain' },
      { 'content-type': 'multipart/form-data; boundary=x' },
    ])
    what = `a body that is not JSON (${headers['content-type']})`
  }
  const search = new URLSearchParams(query).toString()
  if (random() < 0.03) path = `${path}/..%2f..%2fetc`
  return { method: route.method, target: search ? `${path}?${search}` : path, headers, body, what }
}

/**
 * Generates `count` malformed requests across `routes` from `seed`: each takes a well-formed request of its
 * route (or a guess) and breaks it: a field set to a hostile value, removed or added; the whole body replaced, too
 * deep, not JSON or of another type; a query parameter or path segment set to hostile text.
 */
export function malformedRequests(
  routes: readonly RouteRow[],
  paths: ApiPaths,
  accounts: FuzzAccounts,
  count: number,
  seed: number,
): MalformedRequest[] {
  const random = seededRandom(seed)
  const turns = routes.flatMap((route) =>
    Array.from({ length: weightOf(route, paths, accounts.demo) }, () => route),
  )
  return Array.from({ length: count }, (_, index) =>
    breakRequest(
      turns[index % turns.length] as RouteRow,
      paths,
      random() < 0.7 ? accounts.demo : accounts.fleet,
      random,
    ),
  )
}
