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
  /** Title of the question before a favourite driver is removed (issue 21: a removal asks first). */
  removeFavouriteTitle: 'Remove favourite driver',
  /** The question before a favourite driver is removed; fill `{name}` with `fillText`. */
  removeFavouriteQuestion: 'Remove {name} from your favourite drivers?',
  /** Title of the question before a driver is removed from My Fleet (issue 21). */
  removeFleetTitle: 'Remove driver from My Fleet',
  /** The question before a fleet driver is removed; fill `{name}` with `fillText`. */
  removeFleetQuestion: 'Remove {name} from My Fleet? They can join again with your fleet code.',
} as const
