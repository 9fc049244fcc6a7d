import type { Logger, StorageLike, Store } from '@waybill/sdk-core'
import { boolean, object } from 'superstruct'
import { consoleLogger } from '../config.ts'
import { createPersistedSlot } from '../session/persistedSlot.ts'
import { createProxyStore } from '../store.ts'
import { messages } from './messages.ts'

/**
 * The order screen a chooser option opens; each is the last segment of its route: `/{brand}/details`,
 * `/{brand}/createOneToMany`, `/{brand}/createManyToOne`, `/{brand}/valet` (part 1 §2 'Routes').
 */
export type DeliveryTypeScreen = 'details' | 'createOneToMany' | 'createManyToOne' | 'valet'

/** One option of the delivery-type chooser. */
export interface DeliveryTypeChoice {
  /** Unique within the chooser, e.g. 'local-single', 'intercity-createOneToMany', 'vehicleSwap'. */
  readonly id: string
  /** The option's text, e.g. 'Batch (Many Drop Offs)'. */
  readonly label: string
  /** One sentence explaining the option (part 1 §2: "Tooltips explain each option"). */
  readonly tooltip: string
  /** The order screen it opens. */
  readonly screen: DeliveryTypeScreen
  /** The intercity flag choosing it sets: true in the Intercity Delivery column only. */
  readonly intercity: boolean
  /** The vehicle-swap flag choosing it sets: true for Vehicle Swap only. */
  readonly vehicleSwap: boolean
}

/** A column of the delivery-type chooser. */
export interface DeliveryTypeColumn {
  /** Which column. */
  readonly id: 'local' | 'intercity' | 'valet'
  /** Its heading, e.g. 'Local Delivery'. */
  readonly title: string
  /** Its options, in the order shown. */
  readonly choices: readonly DeliveryTypeChoice[]
}

function deliveryColumn(id: 'local' | 'intercity', title: string): DeliveryTypeColumn {
  const intercity = id === 'intercity'
  const choice = (screen: DeliveryTypeScreen, label: string, tooltip: string): DeliveryTypeChoice => ({
    id: `${id}-${screen === 'details' ? 'single' : screen}`,
    label,
    tooltip,
    screen,
    intercity,
    vehicleSwap: false,
  })
  return {
    id,
    title,
    choices: [
      choice('details', messages.singleDelivery, messages.singleDeliveryTooltip),
      choice('createOneToMany', messages.batchManyDropOffs, messages.oneToManyTooltip),
      choice('createManyToOne', messages.batchManyPickups, messages.manyToOneTooltip),
    ],
  }
}

const VALET_COLUMN: DeliveryTypeColumn = {
  id: 'valet',
  title: messages.valetService,
  choices: [
    {
      id: 'valet',
      label: messages.valet,
      tooltip: messages.valetTooltip,
      screen: 'valet',
      intercity: false,
      vehicleSwap: false,
    },
    {
      id: 'vehicleSwap',
      label: messages.vehicleSwap,
      tooltip: messages.vehicleSwapTooltip,
      screen: 'valet',
      intercity: false,
      vehicleSwap: true,
    },
  ],
}

/**
 * The delivery-type chooser's columns (part 1 §2 'Delivery-type chooser'): Local Delivery and Intercity Delivery,
 * each with a single delivery and the two batches, and Valet Service (Valet, Vehicle Swap) only when the account
 * has valet enabled.
 *
 * @internal
 *
 * @example
 * ```ts
 * deliveryTypeColumns({ valetEnabled: account.isValetEnabled }).map((column) => column.title)
 * // ['Local Delivery', 'Intercity Delivery', 'Valet Service']
 * ```
 */
export function deliveryTypeColumns(account: { readonly valetEnabled: boolean }): DeliveryTypeColumn[] {
  const columns = [
    deliveryColumn('local', messages.localDelivery),
    deliveryColumn('intercity', messages.intercityDelivery),
  ]
  return account.valetEnabled ? [...columns, VALET_COLUMN] : columns
}

/** The chosen delivery type's flags, kept across reloads (part 1 §3 'Locally persisted state'). */
export interface DeliveryTypeState {
  /** The order is intercity: the intercity column was chosen. */
  readonly intercity: boolean
  /** The valet order is a vehicle swap: Vehicle Swap was chosen. */
  readonly vehicleSwap: boolean
}

/** Options of {@link createDeliveryType}. */
export interface DeliveryTypeOptions {
  /** Where the flags are saved on every change and restored from at creation; not persisted when absent. */
  storage?: StorageLike
  /** Told when a stored entry is dropped; the console by default. */
  logger?: Logger
}

/** The chosen delivery type: the intercity and vehicle-swap flags, and what sets them. */
export interface DeliveryTypeStore extends Store<DeliveryTypeState> {
  /** Sets both flags from a chooser option (part 1 §2: "Choosing sets an intercity flag and a vehicle-swap flag"). */
  choose(choice: Pick<DeliveryTypeChoice, 'intercity' | 'vehicleSwap'>): void
  /** Back to a local delivery that is not a vehicle swap, and nothing stored (logout). */
  reset(): void
}

const INITIAL: DeliveryTypeState = { intercity: false, vehicleSwap: false }

/**
 * Creates the store of the chosen delivery type. With a storage it is saved on every change and restored at
 * creation (part 1 §3 'Locally persisted state': intercity flag, vehicle-swap flag).
 *
 * @example
 * ```ts
 * const deliveryType = createDeliveryType({ storage: localStorage })
 * deliveryType.choose(choice) // then open `/${brand}/${choice.screen}`
 * ```
 */
export function createDeliveryType(options: DeliveryTypeOptions = {}): DeliveryTypeStore {
  const { storage } = options
  const slot = createPersistedSlot<DeliveryTypeState>({
    key: 'deliveryType',
    version: 1,
    schema: object({ intercity: boolean(), vehicleSwap: boolean() }),
    logger: options.logger ?? consoleLogger,
  })
  const { state, store } = createProxyStore<DeliveryTypeState>({
    ...INITIAL,
    ...(storage && slot.load(storage)),
  })
  const set = (next: DeliveryTypeState) => {
    if (state.intercity !== next.intercity) state.intercity = next.intercity
    if (state.vehicleSwap !== next.vehicleSwap) state.vehicleSwap = next.vehicleSwap
  }
  return {
    ...store,
    choose({ intercity, vehicleSwap }) {
      set({ intercity, vehicleSwap })
      // Saved at once, not on valtio's batched notification, so a screen opened next reads the choice.
      if (storage) slot.save(storage, { intercity, vehicleSwap })
    },
    reset() {
      set(INITIAL)
      // Removed at once: a reset belongs to logout, which has just cleared the stored state (part 1 §2).
      if (storage) slot.clear(storage)
    },
  }
}
