import { array, boolean, type Infer, literal, number, object, optional, pattern, string } from 'superstruct'

/** A date as the older flow wrote it: 'YYYY-MM-DD'. */
const DAY = pattern(string(), /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/)
/** A time of day as the older flow wrote it: 'HH:mm' (seconds allowed and ignored). */
const TIME = pattern(string(), /^([01]\d|2[0-3]):[0-5]\d(:[0-5]\d)?$/)

/** A sender or recipient of the older flow (part 1 §3 'Older shipment draft'). */
const OlderShipmentPartySchema = object({
  businessName: string(),
  address: string(),
  unit: string(),
  street: string(),
  city: string(),
  province: string(),
  mobile: string(),
  email: string(),
  /** Not in the older flow (its addresses were looked up on submit): given here, the side is located at once. */
  lat: optional(number()),
  /** See `lat`. */
  lng: optional(number()),
})

/** One package size of the older flow: chosen or not, how many, what it is. */
const OlderShipmentSizeSchema = object({ selected: boolean(), qty: number(), description: string() })

/** A pickup or drop-off window of the older flow: always REGULAR (a scheduled window). */
const OlderShipmentWindowSchema = object({
  type: literal('REGULAR'),
  date: DAY,
  windowStart: TIME,
  windowClose: TIME,
})

/**
 * The older shipment draft of `/shipment` (part 1 §3 'Older shipment draft'), as old bookmarks' saved drafts and
 * scripts still hold it: checked with this schema before {@link olderShipmentToDraft} maps it.
 */
export const OlderShipmentSchema = object({
  sender: OlderShipmentPartySchema,
  recipient: OlderShipmentPartySchema,
  refNumber: string(),
  /** Photo URLs, already uploaded. */
  images: array(string()),
  packages: object({
    small: OlderShipmentSizeSchema,
    medium: OlderShipmentSizeSchema,
    large: OlderShipmentSizeSchema,
    xlarge: OlderShipmentSizeSchema,
  }),
  instructions: object({
    details: string(),
    premium: object({ special: boolean(), loading: boolean(), unloading: boolean(), returning: boolean() }),
  }),
  pickup: OlderShipmentWindowSchema,
  dropoff: OlderShipmentWindowSchema,
  /** The account's weekly pickup hours when the draft was written; today's come from company info instead. */
  pickupHours: optional(array(object({ day: number(), start: TIME, end: TIME }))),
})

/** An older shipment draft (part 1 §3): sender, recipient, reference, sizes, instructions, windows. */
export type OlderShipment = Infer<typeof OlderShipmentSchema>
/** A sender or recipient of an {@link OlderShipment}. */
export type OlderShipmentParty = OlderShipment['sender']
/** The four package sizes of the older flow. */
export type OlderShipmentSize = keyof OlderShipment['packages']
