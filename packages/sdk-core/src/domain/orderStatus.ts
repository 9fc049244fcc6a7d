/**
 * The delivery status codes (part 1 §4, part 2 §4.1), by name.
 *
 * @example
 * ```ts
 * if (order.status === OrderStatus.Delivered) showCompletedDate(order)
 * ```
 */
export const OrderStatus = {
  /** 1 NEW */
  New: 1,
  /** 2 AWAITING DRIVER ACCEPT */
  AwaitingDriverAccept: 2,
  /** 3 ACCEPTED */
  Accepted: 3,
  /** 4 STARTED */
  Started: 4,
  /** 5 ENROUTE */
  Enroute: 5,
  /** 6 DELIVERED */
  Delivered: 6,
  /** 7 TRANSFERRING */
  Transferring: 7,
  /** 8 CANCELED BY AGENT */
  CanceledByAgent: 8,
  /** 9 CANCELED BY USER */
  CanceledByUser: 9,
  /** 10 CANCELED BY ADMIN */
  CanceledByAdmin: 10,
  /** 11 PAYMENT ERROR */
  PaymentError: 11,
  /** 12 RESTRICTED */
  Restricted: 12,
  /** 13 HELP REQUEST */
  HelpRequest: 13,
  /** 14 HELP REQUEST STARTED */
  HelpRequestStarted: 14,
  /** 15 HELP REQUEST COMPLETED */
  HelpRequestCompleted: 15,
  /** 16 RETURNING */
  Returning: 16,
  /** 17 ON HOLD */
  OnHold: 17,
  /** 18 RETURNED `{product}` */
  Returned: 18,
  /** 19 CANCELED AT PICKED UP */
  CanceledAtPickedUp: 19,
  /** 50 PICKUP IN PROGRESS */
  PickupInProgress: 50,
  /** 51 IN TRANSIT */
  InTransit: 51,
} as const

/** A status code of part 1 §4. */
export type OrderStatusCode = (typeof OrderStatus)[keyof typeof OrderStatus]

/** The full label of each status code (part 2 §4.1); `{product}` as in the spec (fill with `fillNames`). */
export const ORDER_STATUS_LABELS: Readonly<Record<OrderStatusCode, string>> = {
  1: 'NEW',
  2: 'AWAITING DRIVER ACCEPT',
  3: 'ACCEPTED',
  4: 'STARTED',
  5: 'ENROUTE',
  6: 'DELIVERED',
  7: 'TRANSFERRING',
  8: 'CANCELED BY AGENT',
  9: 'CANCELED BY USER',
  10: 'CANCELED BY ADMIN',
  11: 'PAYMENT ERROR',
  12: 'RESTRICTED',
  13: 'HELP REQUEST',
  14: 'HELP REQUEST STARTED',
  15: 'HELP REQUEST COMPLETED',
  16: 'RETURNING',
  17: 'ON HOLD',
  18: 'RETURNED {product}',
  19: 'CANCELED AT PICKED UP',
  50: 'PICKUP IN PROGRESS',
  51: 'IN TRANSIT',
}

/** Statuses an order can be cancelled in (part 2 §4.2): 1, 3 and 17. Status 3 carries a cancellation fee. */
export const CANCELLABLE_STATUSES: readonly OrderStatusCode[] = [1, 3, 17]

/** The dashboard views (part 2 §2.1): 1 done, 2 shared, 3 active (submitted). */
export type DashboardView = 1 | 2 | 3

/** The dashboard's status filter codes besides All (part 2 §2.1). */
export type DashboardStatusFilter = 1 | 5 | 6 | 8 | 16

/** Cancellation reasons (part 2 §4.2); the default is 1. */
export const CANCEL_REASONS = {
  1: 'I changed my mind',
  2: 'Not needed anymore',
  3: 'Too expensive',
  4: 'Nobody came/Too slow',
} as const

/** A cancellation reason id, 1–4. */
export type CancelReasonId = keyof typeof CANCEL_REASONS
