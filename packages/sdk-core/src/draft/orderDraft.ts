import type {
  Contact,
  DropOffAddressType,
  DropoffMethod,
  Logger,
  PickupOptionType,
  PremiumOptions,
  SizeCategory,
  StorageLike,
  Store,
  TripEstimate,
} from '@waybill/sdk-core'
import type {
  BatchKind,
  DeliveryKind,
  DraftParty,
  DraftPhoto,
  DropoffType,
  DroppedPhoto,
  ExpressChoice,
  OrderDraft,
  PartySide,
  PickupType,
} from '@waybill/sdk-core/rules'
import { consoleLogger } from '../config.ts'
import { normaliseInsuranceValue } from '../pricing/insurance.ts'
import { createPersistedSlot } from '../session/persistedSlot.ts'
import { createProxyStore } from '../store.ts'
import { DEFAULT_TIMEZONE, toLocal } from '../time/localTime.ts'
import {
  dropoffMethodRule,
  isAcceptedPhotoType,
  isPackageCount,
  isStoredPhoto,
  partyFromContact,
  TEMPERATURE_OPTIONS,
  toggleLine,
  withLinePackages,
  withPremiumOption,
  withStoredPhotos,
  withW3w,
} from './draftRules.ts'
import { type StoredDraft, storedDraftSchema } from './draftSchema.ts'
import {
  type DraftPatch,
  withExpress,
  withIntercity,
  withoutExpress,
  withPickupDate,
  withPickupOption,
} from './draftTimes.ts'
import { createEmptyDraft, EMPTY_PARTY, type EmptyDraftOptions, valetDefaultPackages } from './emptyDraft.ts'

/** The account defaults a draft starts from (company info and the size list). */
export interface DraftDefaults {
  /** The account's default insured value: insurance starts there and never goes below it. */
  defaultInsuranceValue: number
  /** The six size categories; valet drafts take their default size from them. */
  sizeCategories?: readonly SizeCategory[]
}

/** Options of {@link createOrderDraft}. */
export interface OrderDraftOptions extends DraftDefaults {
  /** The kind of the first draft, and of the stored draft it restores; single by default. */
  kind?: DeliveryKind
  /** The batch of the first draft, and of the stored draft it restores; none by default. */
  batch?: BatchKind | null
  /** The current instant, epoch milliseconds: 'today' for pickup types and express. */
  now: () => number
  /** The account timezone; America/Edmonton by default. */
  timeZone?: string
  /** Source of client uuids; `globalThis.crypto.randomUUID` by default. */
  randomUUID?: () => string
  /** Where the draft is saved on every change and restored from at creation; not persisted when absent. */
  storage?: StorageLike
  /**
   * Key of the stored drafts under the `waybill:` prefix; 'draft' by default. Each kind (and batch) has its own:
   * 'draft:single', 'draft:valet', 'draft:vehicleSwap:oneToMany'… (see `draftStorageKey`).
   */
  storageKey?: string
  /** Told when a stored draft is dropped; the console by default. */
  logger?: Logger
}

/** How {@link OrderDraftStore.reset} starts the new draft. */
export type DraftStart = Pick<EmptyDraftOptions, 'kind' | 'batch' | 'pickup' | 'isIntercity'>

/** Party fields a user types; the what3words triple has its own action. */
export type PartyPatch = Partial<Omit<DraftParty, 'contactId' | 'w3w'>>

/** What {@link OrderDraftStore.addPhotos} did with each file. */
export interface PhotosResult {
  /** Attached: jpeg, png and pdf files. */
  readonly added: readonly DraftPhoto[]
  /** Refused for their type (part 1 §5: jpeg, png and pdf only). */
  readonly refused: readonly DraftPhoto[]
}

/** The delivery being written, with an action for everything a user does on the single and valet forms. */
export interface OrderDraftStore extends Store<OrderDraft> {
  /** Starts a fresh draft with a new uuid (same kind unless told). */
  reset(start?: DraftStart): void
  /** Opens an existing draft for editing (from the order list or a server record). */
  load(draft: OrderDraft): void
  /** New account defaults: insurance raised to the new default, a valet draft's default size filled in. */
  setDefaults(defaults: DraftDefaults): void
  /** Fills a side from a saved contact (see `contactsFor` for the pickers' lists). */
  pickContact(side: PartySide, contact: Contact): void
  /**
   * Typed party fields; the side is no longer the picked contact. A new address without coordinates in the same
   * patch unlocates the side (lat and lng 0) until the geocoder's are set. A side whose coordinates change loses
   * the trip estimate.
   */
  setParty(side: PartySide, patch: PartyPatch): void
  /**
   * The what3words address; with no street address the address becomes '///' and the triple (part 1 §3). A new
   * triple that is the address unlocates the side and clears the trip estimate, until its coordinates are set;
   * beside a street address it leaves the side located.
   */
  setW3w(side: PartySide, text: string): void
  /** Empties a side (and the trip estimate when it was located). */
  clearParty(side: PartySide): void
  /** Empties the drop-off party and the trip estimate (part 1 §4: after a valet order is added). */
  clearDropoff(): void
  /** Drop-off location type; sets the method by `dropoffMethodRule`. */
  setDropOffAddressType(type: DropOffAddressType | null): void
  /** Drop-off method; false (refused) for Leave At Door when the location type disables it. */
  setDropoffMethod(method: DropoffMethod | null): boolean
  /** Selects or deselects a size and weight (part 1 §4): 1 package when selected, removed when deselected. */
  toggleSize(sizeCategoryId: number, weightCategoryId: number): void
  /** Sets one line's package count (0 deselects it); false (refused) unless a whole number 0–999. */
  setLinePackages(sizeCategoryId: number, weightCategoryId: number, packages: number): boolean
  /** Sets the total package count; false (refused) unless a whole number 0–999. */
  setPackageCount(count: number): boolean
  /** Ticks or unticks a premium option; false (refused) for a temperature option on a local trip. */
  setPremiumOption(option: keyof PremiumOptions, value: boolean): boolean
  /** Reference name (item_name); valet: the customer name. */
  setItemName(text: string): void
  /** Description, or the valet instructions. */
  setDescription(text: string): void
  /** Valet: VIN. */
  setVin(text: string): void
  /** Valet: repair order number. */
  setRo(text: string): void
  /** Valet: license plate. */
  setLicensePlate(text: string): void
  /** Offer to favourite drivers first. */
  setFavouriteDriver(value: boolean): void
  /** My Fleet driver id, or null for none. */
  setMyFleetDriver(driverId: number | null): void
  /** The saved card paying, or null. */
  setCard(cardId: number | null): void
  /** Insured value, brought to the account default or above on its step; returns the value kept. */
  setInsuranceValue(value: number): number
  /** Attaches photos; other types than jpeg, png and pdf are refused and returned. */
  addPhotos(photos: readonly DraftPhoto[]): PhotosResult
  /** Removes the photo with this url; false when there is none. */
  removePhoto(url: string): boolean
  /**
   * A photo attached from this device (`localUrl`, a `blob:` URL) was uploaded: it takes the server's `url`, so it
   * survives a reload (`isStoredPhoto`) and is sent as `images`. False (nothing changes) when no photo has
   * `localUrl` (it was removed meanwhile) or `url` is not http(s).
   */
  photoUploaded(localUrl: string, url: string): boolean
  /**
   * The photos the restored draft had but could not keep across the reload (attached from this device, not yet
   * uploaded: see `isStoredPhoto`): the form tells the user to attach them again. Empty when none; emptied
   * by `reset`, `load` and `dismissDroppedPhotos`.
   */
  droppedPhotos(): readonly DroppedPhoto[]
  /** The user was told about {@link OrderDraftStore.droppedPhotos}: forgets them. */
  dismissDroppedPhotos(): void
  /** Pickup date: the type follows whether it is today; choices made for another date are cleared. */
  setPickupDate(date: string | null): void
  /** Pickup option 1, 2 or 3; false (refused) for Express on an edit or an intercity trip. */
  choosePickupOption(option: PickupOptionType | null): boolean
  /** Pickup type, as the time engine decided it (valet type codes, rush). */
  setPickupType(type: PickupType | null): void
  /** Pickup window, minutes of the day. */
  setPickupWindow(start: number | null, end: number | null): void
  /** Drop-off date. */
  setDropoffDate(date: string | null): void
  /** Drop-off window, minutes of the day. */
  setDropoffWindow(start: number | null, end: number | null): void
  /** Drop-off type, as the time engine decided it. */
  setDropoffType(type: DropoffType | null): void
  /** A special drop-off time (before, after, between). */
  setSpecialTime(value: boolean): void
  /** Applies an express choice; false (refused) for an edit or an intercity trip. */
  applyExpress(choice: ExpressChoice): boolean
  /** Leaves express: option, windows and express cleared. */
  leaveExpress(): void
  /** The server's intercity answer; a change clears dates and windows (part 1 §4). */
  setIntercity(value: boolean): void
  /** The trip estimate. */
  setTripEstimate(estimate: TripEstimate, polyline?: string): void
}

/**
 * Creates the order-draft store (part 1 §3 'Delivery draft', §4 'Other rules'; part 2 §4.4). Time rules are the
 * time engine's: these actions take the values it computed. With a storage, the draft is saved on every change
 * and restored at creation (part 1 §3 'Locally persisted state').
 *
 * @example
 * ```ts
 * const draft = createOrderDraft({ defaultInsuranceValue: 100, now: Date.now, storage: localStorage })
 * draft.setDropOffAddressType(2) // In-Person, Leave At Door disabled
 * draft.getSnapshot().dropoffMethod // 1
 * ```
 */
export function createOrderDraft(options: OrderDraftOptions): OrderDraftStore {
  const { storage, randomUUID } = options
  const timeZone = options.timeZone ?? DEFAULT_TIMEZONE
  let defaults: DraftDefaults = {
    defaultInsuranceValue: options.defaultInsuranceValue,
    sizeCategories: options.sizeCategories,
  }
  const fresh = (start: DraftStart = {}) => createEmptyDraft({ ...defaults, randomUUID, ...start })
  const slotOf = (draft: Pick<OrderDraft, 'kind' | 'batch'>) =>
    createPersistedSlot<StoredDraft>({
      key: draftStorageKey(draft, options.storageKey),
      version: 2,
      schema: storedDraftSchema,
      logger: options.logger ?? consoleLogger,
    })
  const start = { kind: options.kind ?? 'single', batch: options.batch ?? null }
  const loaded = storage && slotOf(start).load(storage)
  const stored = loaded?.draft.kind === start.kind && loaded.draft.batch === start.batch ? loaded : undefined
  let dropped: readonly DroppedPhoto[] = stored?.droppedPhotos ?? []
  const { state, store } = createProxyStore<OrderDraft>(stored?.draft ?? fresh(start))
  const persist = () => {
    if (!storage) return
    const { draft, dropped: local } = withStoredPhotos(store.getSnapshot())
    slotOf(draft).save(storage, { draft, droppedPhotos: [...dropped, ...local] })
  }
  if (storage) store.subscribe(persist)

  const today = () => toLocal(options.now(), timeZone).date
  const apply = (patch: DraftPatch | undefined): boolean => {
    if (patch) Object.assign(state, patch)
    return patch !== undefined
  }
  /** Sets a side; coordinates that change take the trip estimate with them (it was for the old spot). */
  const setSide = (side: PartySide, party: DraftParty) => {
    const before = state[side]
    state[side] = party
    if (party.lat !== before.lat || party.lng !== before.lng) apply(NO_TRIP)
  }
  /**
   * A side whose address changed without new coordinates is no longer located. A what3words change moves the
   * side only when the triple is its address ('///…', part 1 §3): beside a street address it is an extra.
   */
  const relocated = (side: PartySide, next: DraftParty, located: boolean): DraftParty => {
    const before = state[side]
    const moved = next.address !== before.address
    return moved && !located ? { ...next, lat: 0, lng: 0 } : next
  }

  return {
    ...store,
    reset(start) {
      dropped = []
      apply(fresh({ kind: state.kind, ...start }))
    },
    load(draft) {
      dropped = []
      apply(structuredClone(draft))
    },
    setDefaults(next) {
      defaults = { ...defaults, ...next }
      state.insuranceValue = normaliseInsuranceValue(state.insuranceValue, defaults.defaultInsuranceValue)
      const valetDefault = valetDefaultPackages(defaults.sizeCategories ?? [])
      if (state.kind !== 'single' && state.packages.length === 0 && valetDefault.length > 0) {
        state.packages = valetDefault
        state.packageCount = 1
      }
    },
    pickContact: (side, contact) => setSide(side, partyFromContact(contact)),
    setParty(side, patch) {
      const next = withW3w({ ...state[side], ...patch, contactId: null }, state[side].w3w)
      setSide(side, relocated(side, next, patch.lat !== undefined || patch.lng !== undefined))
    },
    setW3w: (side, text) => setSide(side, relocated(side, withW3w(state[side], text), false)),
    clearParty: (side) => setSide(side, { ...EMPTY_PARTY }),
    clearDropoff: () => apply({ dropoff: { ...EMPTY_PARTY }, ...NO_TRIP }),
    setDropOffAddressType(type) {
      state.dropOffAddressType = type
      state.dropoffMethod = dropoffMethodRule(type).method
    },
    setDropoffMethod(method) {
      if (method === 0 && dropoffMethodRule(state.dropOffAddressType).leaveAtDoorDisabled) return false
      state.dropoffMethod = method
      return true
    },
    toggleSize(size, weight) {
      state.packages = toggleLine(state.packages, size, weight)
      state.packageCount = sumPackages(state)
    },
    setLinePackages(size, weight, packages) {
      if (!isPackageCount(packages)) return false
      state.packages = withLinePackages(state.packages, size, weight, packages)
      state.packageCount = sumPackages(state)
      return true
    },
    setPackageCount: (count) => isPackageCount(count) && apply({ packageCount: count }),
    setPremiumOption(option, value) {
      const temperature = (TEMPERATURE_OPTIONS as readonly string[]).includes(option)
      if (value && temperature && !state.isIntercity) return false
      state.premiumOptions = withPremiumOption(state.premiumOptions, option, value)
      return true
    },
    setItemName: (itemName) => apply({ itemName }),
    setDescription: (description) => apply({ description }),
    setVin: (vin) => apply({ vin }),
    setRo: (ro) => apply({ ro }),
    setLicensePlate: (licensePlate) => apply({ licensePlate }),
    setFavouriteDriver: (isAssignFavouriteDriver) => apply({ isAssignFavouriteDriver }),
    setMyFleetDriver: (assignMyFleetDriver) => apply({ assignMyFleetDriver }),
    setCard: (cardId) => apply({ cardId }),
    setInsuranceValue(value) {
      state.insuranceValue = normaliseInsuranceValue(value, defaults.defaultInsuranceValue)
      return state.insuranceValue
    },
    addPhotos(photos) {
      const added = photos.filter((photo) => isAcceptedPhotoType(photo.type))
      const refused = photos.filter((photo) => !isAcceptedPhotoType(photo.type))
      if (added.length > 0) state.photos = [...state.photos, ...added]
      return { added, refused }
    },
    removePhoto(url) {
      const kept = state.photos.filter((photo) => photo.url !== url)
      const removed = kept.length < state.photos.length
      if (removed) state.photos = kept
      return removed
    },
    photoUploaded(localUrl, url) {
      const index = state.photos.findIndex((photo) => photo.url === localUrl)
      const photo = state.photos[index]
      if (!photo || !isStoredPhoto({ ...photo, url })) return false
      state.photos = state.photos.with(index, { ...photo, url })
      return true
    },
    droppedPhotos: () => dropped,
    dismissDroppedPhotos() {
      dropped = []
      persist()
    },
    setPickupDate: (date) => apply(withPickupDate(state, date, today())),
    choosePickupOption: (option) => apply(withPickupOption(state, option, today())),
    setPickupType: (pickupType) => apply({ pickupType }),
    setPickupWindow: (pickupStart, pickupEnd) => apply({ pickupStart, pickupEnd }),
    setDropoffDate: (dropoffDate) => apply({ dropoffDate }),
    setDropoffWindow: (dropoffStart, dropoffEnd) => apply({ dropoffStart, dropoffEnd }),
    setDropoffType: (dropoffType) => apply({ dropoffType }),
    setSpecialTime: (doSpecialTime) => apply({ doSpecialTime }),
    applyExpress: (choice) => apply(withExpress(state, choice, today())),
    leaveExpress: () => apply(withoutExpress(state, today())),
    setIntercity: (value) => apply(withIntercity(state, value)),
    setTripEstimate: ({ distanceMetres, durationSeconds }, polyline = '') =>
      apply({ distance: distanceMetres, duration: durationSeconds, polyline }),
  }
}

/** No trip estimate: distance, duration and polyline of a trip not estimated yet. */
const NO_TRIP = { distance: 0, duration: 0, polyline: '' } as const

/**
 * The storage key of a stored draft of this kind and batch (under the `waybill:` prefix): one per form, so the
 * valet form never restores a single delivery's draft (part 1 §3 'Locally persisted state').
 *
 * @example
 * ```ts
 * draftStorageKey({ kind: 'valet', batch: null }) // 'draft:valet'
 * draftStorageKey({ kind: 'single', batch: 'manyToOne' }) // 'draft:single:manyToOne'
 * ```
 */
export function draftStorageKey(draft: Pick<OrderDraft, 'kind' | 'batch'>, prefix = 'draft'): string {
  return [prefix, draft.kind, draft.batch].filter((part) => part !== null).join(':')
}

const sumPackages = (draft: Pick<OrderDraft, 'packages'>): number =>
  draft.packages.reduce((total, line) => total + line.packages, 0)
