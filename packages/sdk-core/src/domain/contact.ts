/** A saved contact (part 1 §3 'Contact'): a pickup or drop-off party the user picks from a list. */
export interface Contact {
  /** Contact id (DELETE `/api/web/user-contact/{id}`). */
  readonly id: number
  /** Contact or business name. */
  readonly name: string
  /** Street address; a what3words contact's is '///' and the triple (part 1 §3). */
  readonly address: string
  /** Suite or unit; '' when none. */
  readonly unit: string
  /** what3words triple, or null. */
  readonly w3w: string | null
  /** One or several comma-separated phone numbers. */
  readonly phone: string
  /** One or several comma-separated email addresses. */
  readonly email: string
  /** Offered in pickup contact pickers (is_pickup). */
  readonly isPickup: boolean
  /** Offered in drop-off contact pickers (is_dropoff). */
  readonly isDropoff: boolean
  /** Latitude in degrees. */
  readonly latitude: number
  /** Longitude in degrees. */
  readonly longitude: number
}

/**
 * A contact to save (part 1 §7 `POST /api/web/user-contact`). At least one of `isPickup` and `isDropoff`
 * must be true, and an address or a what3words triple given (part 1 §5).
 */
export interface NewContact {
  /** Contact or business name. */
  readonly name: string
  /** Street address; may be empty when `w3w` is given (it is then saved as '///' and the triple). */
  readonly address: string
  /** Suite or unit; '' or absent when none. */
  readonly unit?: string
  /** what3words triple, with or without a leading '///'; absent when none. */
  readonly w3w?: string | null
  /** One or several comma-separated phone numbers. */
  readonly phone: string
  /** One or several comma-separated email addresses. */
  readonly email: string
  /** Offer it in pickup contact pickers. */
  readonly isPickup: boolean
  /** Offer it in drop-off contact pickers. */
  readonly isDropoff: boolean
  /** Latitude in degrees, from the geocoder or what3words. */
  readonly latitude: number
  /** Longitude in degrees, from the geocoder or what3words. */
  readonly longitude: number
}
