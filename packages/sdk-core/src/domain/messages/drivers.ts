/** Texts of the drivers page: Favourite Drivers and My Fleet (part 2 §2.7). */
export const driversMessages = {
  // Names (part 2 §2.7)
  /** The drivers page's favourites tab and heading (part 2 §2.7). */
  favouriteDrivers: 'Favourite Drivers',
  /** The drivers page's fleet tab and heading (part 2 §2.7). */
  myFleet: 'My Fleet',
  /** Heading of the drivers that can be made favourite (part 2 §2.7 names no heading: our words). */
  addFavouriteDriver: 'Add favourite driver',

  // Our words for the drivers page's own notices (none given by the spec)
  /** Favourite Drivers until both lists are loaded. */
  driversLoading: 'Loading drivers…',
  /** Favourite Drivers with no favourite. */
  noFavouriteDrivers: 'You have no favourite drivers yet.',
  /** 'Add favourite driver' with no driver to list. */
  noDrivers: 'No drivers to choose from.',
  /** 'Add favourite driver': the mark of a driver already favourite, in place of its Add button. */
  alreadyFavourite: 'Favourite',
  /** My Fleet until the code and the drivers are loaded. */
  fleetLoading: 'Loading your fleet…',
  /** My Fleet: the name of the fleet code. */
  fleetCode: 'Fleet code',
  /** My Fleet: the hint under the fleet code. */
  fleetCodeHint: 'Drivers join your fleet by entering this code in the driver app.',
  /** My Fleet with no driver. */
  noFleetDrivers: 'No driver has joined your fleet yet.',
} as const
