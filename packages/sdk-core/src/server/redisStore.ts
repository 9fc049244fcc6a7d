import type { ProxyStore } from './store.ts'

/**
 * Sends one Redis command and answers its reply: how {@link redisStore} talks to your Redis client, so that
 * sdk-core depends on none. The official `redis` client: `(command) => client.sendCommand(command)`; ioredis:
 * `([name, ...args]) => redis.call(name, ...args)`.
 *
 * @example
 * ```ts
 * import { createClient } from 'redis'
 * const redis = await createClient({ url: process.env.REDIS_URL }).connect()
 * const send: RedisCommand = (command) => redis.sendCommand(command)
 * ```
 */
export type RedisCommand = (command: string[]) => Promise<unknown>

/** Options of {@link redisStore}. */
export interface RedisStoreOptions {
  /** Prefix of every key the store writes; `'waybill:proxy:'` by default. */
  readonly prefix?: string
  /** How long a booked order's record is kept, in ms: retries after it may charge again. 30 days by default. */
  readonly orderTtlMs?: number
}

/** 30 days: longer than any shopper retries an order or support reconciles a charge. */
const ORDER_TTL_MS = 30 * 24 * 3_600_000

// Each script runs atomically in Redis: two processes racing on one key see one outcome.
const RECORD_ORDER = `
local before = redis.call('GET', KEYS[1])
if before then return before end
redis.call('SET', KEYS[1], ARGV[1], 'PX', ARGV[2])
return false`

const HIT = `
local limit = tonumber(ARGV[1])
local id = ARGV[3]
local ok = 1
if id ~= '' then
  if redis.call('SISMEMBER', KEYS[1], id) == 0 then
    if redis.call('SCARD', KEYS[1]) >= limit then ok = 0 else redis.call('SADD', KEYS[1], id) end
  end
elseif redis.call('INCR', KEYS[1]) > limit then
  ok = 0
end
if redis.call('PTTL', KEYS[1]) < 0 and redis.call('EXISTS', KEYS[1]) == 1 then
  redis.call('PEXPIRE', KEYS[1], ARGV[2])
end
return {ok, redis.call('PTTL', KEYS[1])}`

function integerOf(reply: unknown): number {
  const value = Number(reply)
  if (!Number.isFinite(value)) throw new TypeError(`redisStore: unexpected Redis reply ${String(reply)}`)
  return value
}

/**
 * A {@link ProxyStore} in Redis, shared by every process of the shop: one charge per order however many
 * serverless functions or cluster workers take its retries, and limits counted across all of them. Windows follow
 * Redis's clock. Needs Redis 6.2 or newer (or Valkey).
 *
 * @example
 * ```ts
 * import { createClient } from 'redis'
 * import { createWidgetProxy, redisStore } from '@waybill/sdk-core/server'
 *
 * const redis = await createClient({ url: process.env.REDIS_URL }).connect()
 * const proxy = createWidgetProxy({ ...options, store: redisStore((command) => redis.sendCommand(command)) })
 * ```
 */
export function redisStore(send: RedisCommand, options: RedisStoreOptions = {}): ProxyStore {
  const prefix = options.prefix ?? 'waybill:proxy:'
  const orderTtlMs = options.orderTtlMs ?? ORDER_TTL_MS
  if (!Number.isInteger(orderTtlMs) || orderTtlMs < 1) {
    throw new RangeError('redisStore: orderTtlMs is a whole number of milliseconds, 1 or more')
  }
  return {
    async recordOrder(key, digest) {
      const before = await send([
        'EVAL',
        RECORD_ORDER,
        '1',
        `${prefix}order:${key}`,
        digest,
        String(orderTtlMs),
      ])
      return before === null || before === undefined ? null : String(before)
    },
    async forgetOrder(key) {
      await send(['DEL', `${prefix}order:${key}`])
    },
    async hit(key, limit, windowMs, _now, id) {
      const reply = await send([
        'EVAL',
        HIT,
        '1',
        `${prefix}limit:${key}`,
        String(limit),
        String(Math.ceil(windowMs)),
        id ?? '',
      ])
      if (!Array.isArray(reply) || reply.length !== 2) {
        throw new TypeError('redisStore: unexpected Redis reply to a rate-limit count')
      }
      return { ok: integerOf(reply[0]) === 1, resetInMs: Math.max(0, integerOf(reply[1])) }
    },
  }
}
