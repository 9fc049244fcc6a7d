import {
  array,
  boolean,
  type Describe,
  enums,
  integer,
  literal,
  min,
  nullable,
  number,
  object,
  refine,
  type Struct,
  size,
  string,
  union,
} from 'superstruct'
import { isLocalDate } from '../time/localTime.ts'
import type { DroppedPhoto } from './draftRules.ts'
import type { DraftParty, DraftPhoto, OrderDraft } from './types.ts'

const localDate = refine(string(), 'localDate', (value) => isLocalDate(value))
/** A minute of the day; 1440 is the next midnight, which a window may end on. */
const minuteOfDay = size(integer(), 0, 1440)
const count = min(integer(), 0)

const party: Describe<DraftParty> = object({
  contactId: nullable(integer()),
  name: string(),
  address: string(),
  unit: string(),
  phone: string(),
  email: string(),
  lat: number(),
  lng: number(),
  w3w: string(),
})

const photo: Describe<DraftPhoto> = object({ name: string(), type: string(), url: string() })

/** Checks at compile time that a schema describes an {@link OrderDraft} with every field. */
function describesDraft<T extends OrderDraft>(schema: Struct<T, unknown>): Struct<OrderDraft, unknown> {
  return schema as unknown as Struct<OrderDraft, unknown>
}

/**
 * What a stored {@link OrderDraft} must look like (part 1 §3 'Locally persisted state'): every field present with
 * its type and codes, dates 'YYYY-MM-DD' and minutes 0–1440. A stored draft that does not match is dropped.
 */
export const draftSchema: Struct<OrderDraft, unknown> = describesDraft(
  object({
    uuid: size(string(), 1, Number.POSITIVE_INFINITY),
    kind: enums(['single', 'valet', 'vehicleSwap']),
    batch: nullable(enums(['oneToMany', 'manyToOne'])),
    isIntercity: boolean(),
    isEditing: boolean(),
    originalId: nullable(integer()),
    originalStatus: nullable(integer()),
    pickup: party,
    dropoff: party,
    dropOffAddressType: nullable(union([literal(1), literal(2), literal(3), literal(4), literal(5)])),
    dropoffMethod: nullable(union([literal(0), literal(1), literal(2)])),
    // 0 is a batch line's size chosen with no packages yet (validateDraft's batch mode allows it).
    packages: array(object({ sizeCategoryId: integer(), weightCategoryId: integer(), packages: count })),
    packageCount: count,
    itemName: string(),
    description: string(),
    premiumOptions: object({
      specialCare: boolean(),
      loadNeeds: boolean(),
      unloadNeeds: boolean(),
      alcoholDelivery: boolean(),
      requireRefrigeratedVehicle: boolean(),
      notRequireRefrigeratedVehicle: boolean(),
      requireInPersonConfirmation: boolean(),
      ageRestricted: boolean(),
    }),
    vin: string(),
    ro: string(),
    licensePlate: string(),
    isAssignFavouriteDriver: boolean(),
    assignMyFleetDriver: nullable(integer()),
    insuranceValue: min(number(), 0),
    photos: array(photo),
    pickupOption: nullable(union([literal(1), literal(2), literal(3)])),
    pickupType: nullable(union([literal(2), literal(3)])),
    pickupDate: nullable(localDate),
    pickupStart: nullable(minuteOfDay),
    pickupEnd: nullable(minuteOfDay),
    dropoffType: nullable(union([literal(2), literal(5)])),
    dropoffDate: nullable(localDate),
    dropoffStart: nullable(minuteOfDay),
    dropoffEnd: nullable(minuteOfDay),
    doSpecialTime: boolean(),
    isExpress: boolean(),
    distance: min(number(), 0),
    duration: min(number(), 0),
    polyline: string(),
    cardId: nullable(integer()),
  }),
)

/** A draft as stored: the draft with only its uploaded photos, and the photos left out. */
export interface StoredDraft {
  /** The draft; its photos are uploaded (http or https) ones only. */
  readonly draft: OrderDraft
  /** The photos left out of `draft`. */
  readonly droppedPhotos: readonly DroppedPhoto[]
}

/** An order list as stored: its drafts with only their uploaded photos, and the photos left out. */
export interface StoredOrderList {
  /** The drafts, in order; their photos are uploaded ones only. */
  readonly drafts: readonly OrderDraft[]
  /** The photos left out of `drafts`. */
  readonly droppedPhotos: readonly DroppedPhoto[]
}

const droppedPhoto: Describe<DroppedPhoto> = object({ uuid: string(), name: string() })

/** What a stored draft must look like (orderDraft's slot). */
export const storedDraftSchema = object({
  draft: draftSchema,
  droppedPhotos: array(droppedPhoto),
}) as unknown as Struct<StoredDraft, unknown>

/** What a stored order list must look like (orderList's slot): its drafts, in order. */
export const orderListSchema = object({
  drafts: array(draftSchema),
  droppedPhotos: array(droppedPhoto),
}) as unknown as Struct<StoredOrderList, unknown>
