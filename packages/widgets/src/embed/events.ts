/**
 * What the order widget tells its host page: 'ready' (the merchant's account is loaded), 'change' (the shopper
 * changed the form), 'quote' (a new price, cents), 'orderCreated' (the order is booked), 'error' (a failure, in
 * words), 'resize' (the script-tag form only: the widget's new height, px).
 */
export type DeliveryOrderWidgetEvent =
  | { readonly type: 'ready' }
  | { readonly type: 'change' }
  | { readonly type: 'quote'; readonly totalCents: number }
  | { readonly type: 'orderCreated'; readonly order: { readonly id: number; readonly uuid: string } }
  | { readonly type: 'error'; readonly message: string }
  | { readonly type: 'resize'; readonly height: number }
