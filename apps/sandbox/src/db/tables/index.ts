import { DRIVERS_TABLE } from './drivers.ts'

/**
 * The tables of each resource beyond the account core of `schema.ts`. Every statement must be idempotent
 * (`CREATE TABLE IF NOT EXISTS`, `CREATE INDEX IF NOT EXISTS`): they all run on every open, so a resource
 * module adds its tables here without renumbering anyone's migration. Column changes to a shipped table still go
 * through `MIGRATIONS`.
 */
export const RESOURCE_TABLES: readonly string[] = [
  DRIVERS_TABLE,
  // one entry per resource module, above this line
]
