import { shopperAddress, widgetProxy } from '../../../lib/widgetProxy.ts'

/** Every call of the widget (`/waybill/api/web/…`) goes to the widget proxy, which adds the api code. */
function forward(request: Request): Promise<Response> {
  return widgetProxy()(request, { remoteAddress: shopperAddress(request) })
}

export const GET = forward
export const POST = forward
// The proxy answers CORS preflights itself, for the origins it allows.
export const OPTIONS = forward
