import type { SaveDestination } from '@waybill/sdk-core/order'
import type { DeliveryKind } from '@waybill/sdk-core/rules'
import { routes } from './config.ts'

/** Where a saved draft goes next (part 1 §2: the summary; batch edits back to their batch screens). */
export function destinationRoute(destination: SaveDestination): string {
  const byDestination: Readonly<Record<SaveDestination, string>> = {
    summary: routes.summary,
    oneToMany: routes.createOneToMany,
    manyToOne: routes.createManyToOne,
  }
  return byDestination[destination]
}

/** The search parameter of an order form's second step: the delivery details after the location details. */
export const DELIVERY_STEP = 'step=delivery'

/** The form of a draft of this kind, at its delivery step or at its location step. */
export function formRoute(kind: DeliveryKind, step: 'location' | 'delivery'): string {
  const path = kind === 'single' ? routes.details : routes.valet
  return step === 'delivery' ? `${path}?${DELIVERY_STEP}` : path
}
