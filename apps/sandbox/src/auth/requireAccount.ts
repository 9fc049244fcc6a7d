import type { DatabaseSync } from 'node:sqlite'
import { type Account, findAccountByApiCode } from '../db/accounts.ts'
import { HttpError } from '../http.ts'

/** The message of a call made with an unknown api code or key. */
export const UNAUTHENTICATED = 'Unauthenticated.'

/** The account an api code or api key belongs to; 401 'Unauthenticated.' when none (part 1 §6). */
export function requireAccount(db: DatabaseSync, apiCode: string): Account {
  const account = findAccountByApiCode(db, apiCode)
  if (!account) throw new HttpError(401, UNAUTHENTICATED)
  return account
}
