import {
  array,
  enums,
  literal,
  nonempty,
  object,
  optional,
  pattern,
  size,
  string,
  type,
  union,
} from 'superstruct'
import { WireDate, WireId } from './common.ts'
import type { WireNames } from './names.ts'

/** Paths of the label calls (part 2 §7 'Labels', 'Dashboard and orders'). `{id}` is an order id. */
export function labelPaths(names: WireNames) {
  const base = `/api/web/${names.product}`
  return {
    /** GET: one order's label, a PDF (opened in a new window to print). */
    orderLabel: `${base}/{id}/label`,
    /** POST: emails the labels of a set of orders. */
    sendLabels: `${base}/sendLabels`,
    /** GET: the pickup windows of the account's orders on a date. */
    pickupTimesForLabels: `${base}/getPickupTimesForLabelsByDate`,
    /** GET: prepares one PDF of many labels; answers `{ message: 'ok', url }`. */
    orderedLabels: `${base}/orderedlabels`,
    /** GET `?token`: the PDF an orderedlabels call prepared (not in the spec: see docs/contract/labels.md). */
    orderedLabelsFile: `${base}/orderedlabels/file`,
  } as const
}

/** The most orders one label call may name. */
export const MAX_LABEL_IDS = 500

/** An order id: a positive integer (a {@link WireId}). */
export const WireOrderId = WireId

/** A pickup window as the dashboard shows it, 'HH:mm - HH:mm'. */
export const WirePickupWindow = pattern(string(), /^([01]\d|2[0-3]):[0-5]\d - ([01]\d|2[0-3]):[0-5]\d$/)

/** A query flag: '1' on, '0' off. */
export const WireQueryFlag = enums(['0', '1'])

/** GET `/api/web/{product}/{id}/label`: query (part 2 §7). `update=1` renders the label afresh. */
export const OrderLabelQuery = object({
  /** The account's api code. */
  api_code: nonempty(string()),
  /** '1': regenerate the label (an edited order's old label is void, part 2 §4.2). */
  update: optional(WireQueryFlag),
})

/** POST `/api/web/{product}/sendLabels`: body (part 2 §7). */
export const SendLabelsRequest = object({
  /** The account's api code. */
  api_key: nonempty(string()),
  /** The orders whose labels are emailed, at least one. */
  ids: size(array(WireOrderId), 1, MAX_LABEL_IDS),
})

/** POST `/api/web/{product}/sendLabels`: 200 answer. */
export const SendLabelsResponse = type({
  /** 'ok'. */
  message: string(),
})

/** GET `/api/web/{product}/getPickupTimesForLabelsByDate`: query (part 2 §7). */
export const PickupTimesForLabelsQuery = object({
  /** The account's api code. */
  api_code: nonempty(string()),
  /** The pickup day, 'YYYY-MM-DD'. */
  date: WireDate,
})

/** GET `/api/web/{product}/getPickupTimesForLabelsByDate`: 200 answer, the distinct pickup windows, earliest first. */
export const PickupTimesForLabelsResponse = array(WirePickupWindow)

/**
 * GET `/api/web/{product}/orderedlabels`: query (part 2 §7, §9). An empty parameter counts as absent: the
 * portal may send every parameter of the spec's path.
 */
export const OrderedLabelsQuery = object({
  /** The account's api code. */
  api_code: nonempty(string()),
  /** '1': render the labels afresh. */
  update: optional(WireQueryFlag),
  /** Label order by the order name: 'asc' (default) or 'desc'. */
  order: optional(enums(['asc', 'desc'])),
  /** Comma-separated order ids; required unless `allLabels` is '1'. */
  ids: optional(pattern(string(), /^$|^[1-9]\d{0,14}(,[1-9]\d{0,14})*$/)),
  /** '1': every label of the account (open orders), filtered by pickupDate and pickupTime when given. */
  allLabels: optional(WireQueryFlag),
  /** '1': A7 (3x4) labels instead of A6 (4x6). */
  small: optional(WireQueryFlag),
  /** Only orders picked up on this day, 'YYYY-MM-DD'. */
  pickupDate: optional(union([literal(''), WireDate])),
  /** Only orders with this pickup window, 'HH:mm - HH:mm'. */
  pickupTime: optional(pattern(string(), /^$|^([01]\d|2[0-3]):[0-5]\d - ([01]\d|2[0-3]):[0-5]\d$/)),
})

/** GET `/api/web/{product}/orderedlabels/file`: query. The token names one prepared PDF. */
export const OrderedLabelsFileQuery = object({
  /** 32 hex characters, from the `url` of an orderedlabels answer. */
  token: pattern(string(), /^[0-9a-f]{32}$/),
})

/**
 * Where a prepared label PDF is: a path under the API base with an optional plain query (no dots, no
 * scheme, no host), so it can never lead to another origin.
 */
export const WireLabelFilePath = pattern(string(), /^\/api(\/[\w-]+)+(\?[\w=&-]+)?$/)

/** GET `/api/web/{product}/orderedlabels`: 200 answer. Only the message 'ok' is success (part 2 §7). */
export const OrderedLabelsResponse = type({
  /** 'ok', or what went wrong. */
  message: string(),
  /** With 'ok': the path of the PDF under the API base, fetched without the api code. */
  url: optional(WireLabelFilePath),
})
