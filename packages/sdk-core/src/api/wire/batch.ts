import {
  array,
  boolean,
  integer,
  nonempty,
  nullable,
  number,
  object,
  optional,
  size,
  string,
  type,
} from 'superstruct'
import { numberIn } from './common.ts'
import { WireLatitude, WireLongitude, WireZone } from './geo.ts'
import type { WireNames } from './names.ts'
import { MAX_INSURANCE_VALUE } from './orderPayload.ts'

/** Paths of the batch and bulk calls (part 2 §7 'Batch and bulk'). */
export function batchPaths({ product }: WireNames) {
  return {
    /** POST: geocode and zone one spreadsheet row. */
    validateAddress: '/api/web/validate-address',
    /** GET: the uploaded `multi-{product}` files; POST (multipart): upload one. */
    multiDeliveries: `/api/web/multi-${product}`,
  } as const
}

const Text = optional(size(string(), 0, 1000))

/**
 * The row's package count as the user typed it: any whole number that stays exact. The row rules judge it
 * (part 2 §4.6 'Please enter a valid package count'); the address check must not refuse the row for it.
 */
const RowCount = size(integer(), Number.MIN_SAFE_INTEGER, Number.MAX_SAFE_INTEGER)

/**
 * POST /api/web/validate-address: body, the spreadsheet row (part 2 §3.8) plus api_code. Every row field is
 * optional: the server geocodes address + city + province, or w3w.
 */
export const ValidateAddressRequest = object({
  api_code: nonempty(string()),
  name: Text,
  unitNumber: Text,
  address: Text,
  city: Text,
  province: Text,
  postal: Text,
  email: Text,
  phone: Text,
  w3w: Text,
  item_name: Text,
  details: Text,
  package_count: optional(nullable(RowCount)),
  valid: optional(boolean()),
  uuid: Text,
  orderNumber: Text,
  insurance_value: optional(nullable(numberIn(0, MAX_INSURANCE_VALUE))),
  latitude: optional(nullable(WireLatitude)),
  longitude: optional(nullable(WireLongitude)),
  zone: optional(nullable(WireZone)),
  assign_my_fleet_driver: optional(nullable(size(integer(), 0, Number.MAX_SAFE_INTEGER))),
})

/**
 * POST /api/web/validate-address: 200 answer (part 2 §7). The row is valid when city.name is present
 * (part 2 §4.6); an address the server cannot place comes back with nulls.
 */
export const ValidateAddressResponse = type({
  /** Latitude of the address, or null. */
  lat: optional(nullable(number())),
  /** Longitude of the address, or null. */
  lng: optional(nullable(number())),
  /** The address as the geocoder writes it, or null. */
  formatted_address: optional(nullable(string())),
  /** The row's uuid, echoed. */
  uuid: optional(nullable(string())),
  /** The city the address is in; null when it could not be placed. */
  city: optional(nullable(type({ name: optional(nullable(string())) }))),
  /** The serviced zone of the address, or null. */
  zone: optional(nullable(WireZone)),
})

/** GET `/api/web/multi-{product}`: query (part 2 §7). */
export const MultiDeliveriesQuery = object({ api_key: nonempty(string()) })

/** An uploaded `multi-{product}` file (part 2 §3.13). */
export const WireMultiDelivery = type({
  /** Record id. */
  id: integer(),
  /** The uploaded file's name. */
  file_name: string(),
  /** 'Pending', 'Validated' or 'Invalid' in the sandbox. */
  validate_status: string(),
})

/** GET `/api/web/multi-{product}`: 200 answer, newest first. */
export const MultiDeliveriesResponse = type({ data: array(WireMultiDelivery) })

/** POST `/api/web/multi-{product}`: the text fields of the multipart body, beside the `file` part. */
export const MultiDeliveryUploadFields = object({ api_key: nonempty(string()) })

/** POST `/api/web/multi-{product}`: 200 answer with the stored record. */
export const MultiDeliveryUploadResponse = type({ message: string(), data: WireMultiDelivery })
