import type { SizeCategory } from '@waybill/sdk-core'
import type { BatchKind, DeliveryKind, DraftParty, OrderDraft } from '@waybill/sdk-core/rules'
import type { PackageLine, PremiumOptions } from '../domain/order.ts'

/** A party with nothing filled in: no contact, no address, not located (lat and lng 0). */
export const EMPTY_PARTY: DraftParty = {
  contactId: null,
  name: '',
  address: '',
  unit: '',
  phone: '',
  email: '',
  lat: 0,
  lng: 0,
  w3w: '',
}

/** Every premium option off (part 1 §3 'Premium options'). */
export const NO_PREMIUM_OPTIONS: PremiumOptions = {
  specialCare: false,
  loadNeeds: false,
  unloadNeeds: false,
  alcoholDelivery: false,
  requireRefrigeratedVehicle: false,
  notRequireRefrigeratedVehicle: false,
  requireInPersonConfirmation: false,
  ageRestricted: false,
}

/**
 * Positions in the size list and in that size's weight list a valet draft starts with (part 1 §3 'Size
 * category': "Valet orders default the size selection indices to 5 and 1"): the sixth size (the larger LARGE)
 * and its second weight range, read as 0-based positions (see docs/decisions/order-draft.md).
 */
export const VALET_SIZE_INDEX = 5

/** Position of the default weight range within {@link VALET_SIZE_INDEX}'s weights (part 1 §3). */
export const VALET_WEIGHT_INDEX = 1

/** How a new draft starts: its kind and the account's defaults. */
export interface EmptyDraftOptions {
  /** Single delivery (default), valet or vehicle swap. */
  kind?: DeliveryKind
  /** The batch it belongs to, or null (default). */
  batch?: BatchKind | null
  /** The account's default insured value (default_insurance_value): the draft's insurance starts there. */
  defaultInsuranceValue: number
  /** The six size categories; a valet draft takes its default size and weight from them. */
  sizeCategories?: readonly SizeCategory[]
  /** The pickup to start with (e.g. 'Add a delivery' keeps the last one); empty by default. */
  pickup?: DraftParty
  /** The trip is intercity (the chooser's column, until the server answers). Default false. */
  isIntercity?: boolean
  /** Source of the client uuid; `globalThis.crypto.randomUUID` by default. */
  randomUUID?: () => string
}

/**
 * The package line a valet draft starts with (part 1 §3): size index 5 and weight index 1 of the size list,
 * one package; none while the size categories are not loaded.
 */
export function valetDefaultPackages(sizeCategories: readonly SizeCategory[]): PackageLine[] {
  const size = sizeCategories[VALET_SIZE_INDEX]
  const weight = size?.weightCategories[VALET_WEIGHT_INDEX]
  return size && weight ? [{ sizeCategoryId: size.id, weightCategoryId: weight.id, packages: 1 }] : []
}

/** The platform's uuid source: `crypto.randomUUID`, in Node 24 and every current browser. */
export const defaultRandomUUID = (): string => globalThis.crypto.randomUUID()

/**
 * A fresh draft (part 1 §3 'Delivery draft'): a new client uuid, nothing chosen, the insurance at the account's
 * default insured value; a valet or vehicle-swap draft has its default size selected. number_of_trip is always 1,
 * so the draft does not hold it.
 *
 * @example
 * ```ts
 * const draft = createEmptyDraft({ kind: 'valet', defaultInsuranceValue: 100, sizeCategories })
 * ```
 */
export function createEmptyDraft(options: EmptyDraftOptions): OrderDraft {
  const kind = options.kind ?? 'single'
  const packages = kind === 'single' ? [] : valetDefaultPackages(options.sizeCategories ?? [])
  return {
    uuid: (options.randomUUID ?? defaultRandomUUID)(),
    kind,
    batch: options.batch ?? null,
    isIntercity: options.isIntercity ?? false,
    isEditing: false,
    originalId: null,
    originalStatus: null,
    pickup: { ...(options.pickup ?? EMPTY_PARTY) },
    dropoff: { ...EMPTY_PARTY },
    dropOffAddressType: null,
    dropoffMethod: null,
    packages,
    packageCount: packages.length > 0 ? 1 : 0,
    itemName: '',
    description: '',
    premiumOptions: { ...NO_PREMIUM_OPTIONS },
    vin: '',
    ro: '',
    licensePlate: '',
    isAssignFavouriteDriver: false,
    assignMyFleetDriver: null,
    insuranceValue: options.defaultInsuranceValue,
    photos: [],
    pickupOption: null,
    pickupType: null,
    pickupDate: null,
    pickupStart: null,
    pickupEnd: null,
    dropoffType: null,
    dropoffDate: null,
    dropoffStart: null,
    dropoffEnd: null,
    doSpecialTime: false,
    isExpress: false,
    distance: 0,
    duration: 0,
    polyline: '',
    cardId: null,
  }
}
