import { randomBytes, type ScryptOptions, scrypt, timingSafeEqual } from 'node:crypto'

const KEY_LENGTH = 64
const PARAMS = { N: 16384, r: 8, p: 1 } as const

function derive(password: string, salt: Buffer, options: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(password.normalize('NFKC'), salt, KEY_LENGTH, options, (error, key) => {
      if (error) reject(error)
      else resolve(key)
    })
  })
}

/** Hashes a password with scrypt and a random salt: `scrypt$N$r$p$salt$hash` (base64). */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16)
  const key = await derive(password, salt, PARAMS)
  return ['scrypt', PARAMS.N, PARAMS.r, PARAMS.p, salt.toString('base64'), key.toString('base64')].join('$')
}

/** Checks a password against a stored hash in constant time; false for any malformed hash. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, hash] = stored.split('$')
  if (scheme !== 'scrypt' || !salt || !hash) return false
  const expected = Buffer.from(hash, 'base64')
  const options = { N: Number(n), r: Number(r), p: Number(p) }
  if (expected.length !== KEY_LENGTH || !Object.values(options).every(Number.isInteger)) return false
  const actual = await derive(password, Buffer.from(salt, 'base64'), options)
  return timingSafeEqual(actual, expected)
}

let dummy: Promise<string> | undefined

/**
 * Spends the same time as a real check when no account matches, so that the answer's timing does not tell
 * whether an email is registered.
 */
export async function verifyAgainstNothing(password: string): Promise<false> {
  dummy ??= hashPassword('no account has this password')
  await verifyPassword(password, await dummy)
  return false
}

/** A new api code: 32 random bytes, hex. */
export function newApiCode(): string {
  return randomBytes(32).toString('hex')
}
