/** A driver of the account's My Fleet (part 2 §3.6). */
export interface FleetDriver {
  /** Driver id; an order assigned to this driver sends it as assign_my_fleet_driver. */
  readonly id: number
  /** Display name. */
  readonly name: string
}

/** A driver on the drivers page (part 2 §3.6). */
export interface Driver {
  /** Driver id. */
  readonly id: number
  /** Display name. */
  readonly name: string
  /** URL of the profile photo, or null when the driver has none (image_profile). */
  readonly imageProfile: string | null
  /** The driver is one of this account's favourites (fav). */
  readonly isFavourite: boolean
  /** The company the driver works for. */
  readonly company: string
}

/**
 * Whether 'Add favourite driver' may offer `driver` (part 2 §2.7, §3.6): not when the server marks it a favourite
 * (fav) nor when it is already in the account's favourite list.
 *
 * @internal
 */
export function canAddFavourite(
  driver: Pick<Driver, 'id' | 'isFavourite'>,
  favourites: readonly Pick<Driver, 'id'>[],
): boolean {
  return !driver.isFavourite && !favourites.some((favourite) => favourite.id === driver.id)
}
