import { CARD_TOKENS_TABLE } from './cards.ts'
import { CONTACTS_TABLE } from './contacts.ts'
import { DRIVERS_TABLE } from './drivers.ts'
import { FLEET_TABLES } from './fleet.ts'
import { LABEL_EMAILS_TABLE } from './labelEmails.ts'
import { MULTI_DELIVERIES_TABLE } from './multiDeliveries.ts'
import { ORDER_EDITS_TABLE } from './orderEdits.ts'
import { ORDER_SIMULATION_TABLE } from './orderSimulation.ts'
import { ORDERS_TABLE } from './orders.ts'
import { PASSWORD_RESETS_TABLE } from './passwordResets.ts'
import { PHOTOS_TABLE } from './photos.ts'
import { PREPAYMENTS_TABLE } from './prepayments.ts'

/**
 * The tables of each resource beyond the account core of `schema.ts`. Every statement must be idempotent
 * (`CREATE TABLE IF NOT EXISTS`, `CREATE INDEX IF NOT EXISTS`): they all run on every open, so a resource
 * module adds its tables here without renumbering anyone's migration. Column changes to a shipped table still go
 * through `MIGRATIONS`.
 */
export const RESOURCE_TABLES: readonly string[] = [
  DRIVERS_TABLE,
  ORDERS_TABLE,
  ORDER_SIMULATION_TABLE,
  PREPAYMENTS_TABLE,
  LABEL_EMAILS_TABLE,
  PASSWORD_RESETS_TABLE,
  CARD_TOKENS_TABLE,
  FLEET_TABLES,
  CONTACTS_TABLE,
  MULTI_DELIVERIES_TABLE,
  PHOTOS_TABLE,
  ORDER_EDITS_TABLE,
  // one entry per resource module, above this line
]
