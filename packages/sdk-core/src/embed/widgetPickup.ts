import { EMPTY_PARTY } from '../draft/emptyDraft.ts'
import type { DraftParty } from '../draft/types.ts'

/** The merchant's pickup, preset by the merchant's page (the shopper never edits it). */
export interface WidgetPickup {
  /** The business name shown to drivers. */
  readonly name: string
  /** The street address. */
  readonly address: string
  /** The pickup's latitude: the merchant's page knows it (no lookup from the shopper's browser). */
  readonly lat: number
  /** The pickup's longitude. */
  readonly lng: number
  /** Phone numbers, 10 digits each (part 1 §5: a side needs a phone and an email). */
  readonly phone: string
  /** Email addresses (comma-separated allowed). */
  readonly email: string
  /** Suite or unit, if any. */
  readonly unit?: string
}

/** The pickup side of the draft from the merchant's preset. */
export function widgetPickupParty(pickup: WidgetPickup): DraftParty {
  return {
    ...EMPTY_PARTY,
    name: pickup.name,
    address: pickup.address,
    unit: pickup.unit ?? '',
    phone: pickup.phone,
    email: pickup.email,
    lat: pickup.lat,
    lng: pickup.lng,
  }
}
