import type { OrderedLabelsOptions } from '../domain/labels.ts'
import { messages } from '../domain/messages.ts'
import { ApiError, ContractError } from '../http/errors.ts'
import type { Transport } from '../http/transport.ts'
import { OrderedLabelsResponse, PickupTimesForLabelsResponse, SendLabelsResponse } from './wire/labels.ts'
import type { ApiPaths } from './wire/names.ts'

/** Shipping labels: print one, print many as one PDF, or have them emailed. */
export interface LabelsApi {
  /**
   * The URL of one order's label PDF, to open in a new window and print (part 2 §7 'Dashboard and orders'
   * `GET /api/web/{product}/{id}/label?api_code&update=1`). It carries the api code, so it always points at
   * the configured API origin; throws a TypeError for an id that is not a positive integer.
   */
  labelUrl(apiCode: string, id: number): string
  /** The same label fetched as PDF bytes (A6), for Node integrators. */
  label(apiCode: string, id: number): Promise<Uint8Array>
  /**
   * Emails the labels of `ids` to the account (part 2 §7 `POST /api/web/{product}/sendLabels`). Resolves on
   * success ('Success, you will receive an email with your labels.'); any failure throws an `ApiError` with
   * 'There was a problem, please try again' (part 2 §4.7, §8).
   */
  sendLabels(apiCode: string, ids: readonly number[]): Promise<void>
  /**
   * The distinct pickup windows ('HH:mm - HH:mm') of the account's orders on `date` ('YYYY-MM-DD'), earliest
   * first (part 2 §7 `GET /api/web/{product}/getPickupTimesForLabelsByDate`).
   */
  pickupTimesForLabels(apiCode: string, date: string): Promise<string[]>
  /**
   * Prepares one PDF of many labels and returns its URL on the API origin, to open in a new window; the URL
   * does not carry the api code (part 2 §7 `GET /api/web/{product}/orderedlabels`). Only the message 'ok' is
   * success: anything else, or a failed call, throws an `ApiError` with 'There was a problem, please try again'.
   */
  orderedLabels(apiCode: string, options: OrderedLabelsOptions): Promise<string>
  /** {@link LabelsApi.orderedLabels}, then the PDF itself, for Node integrators. */
  orderedLabelsPdf(apiCode: string, options: OrderedLabelsOptions): Promise<Uint8Array>
}

/** Builds the label calls; `baseUrl` is the configured API base the label URLs are built on. */
export function createLabelsApi(transport: Transport, paths: ApiPaths, baseUrl: string): LabelsApi {
  const origin = new URL(baseUrl).origin

  /** An absolute URL under the API base; refuses anything that would leave its origin. */
  function onApiOrigin(pathAndQuery: string): string {
    const url = new URL(`${baseUrl}${pathAndQuery}`)
    if (url.origin !== origin) throw new TypeError(`A label URL must stay on ${origin}`)
    return url.href
  }

  async function prepare(call: string, apiCode: string, options: OrderedLabelsOptions): Promise<string> {
    const answer = await transport.request({
      call,
      method: 'GET',
      path: paths.orderedLabels,
      query: orderedLabelsQuery(apiCode, options),
      response: OrderedLabelsResponse,
      failureMessage: messages.labelsFailed,
      // A GET that emails the labels: a resend after a lost answer would send the email again.
      retry: false,
    })
    if (answer.message !== 'ok') throw new ApiError(call, 200, answer.message, messages.labelsFailed)
    if (answer.url === undefined) throw new ContractError(call, 'url', "'ok' came without the PDF's url")
    return answer.url
  }

  return {
    labelUrl(apiCode, id) {
      const query = new URLSearchParams({ api_code: apiCode, update: '1' })
      return onApiOrigin(`${labelPath(paths.orderLabel, id)}?${query.toString()}`)
    },
    async label(apiCode, id) {
      const bytes = await transport.requestBytes({
        call: 'labels.label',
        method: 'GET',
        path: labelPath(paths.orderLabel, id),
        query: { api_code: apiCode, update: 1 },
        failureMessage: messages.labelsFailed,
      })
      return assertPdf('labels.label', bytes)
    },
    async sendLabels(apiCode, ids) {
      await transport.request({
        call: 'labels.sendLabels',
        method: 'POST',
        path: paths.sendLabels,
        body: { api_key: apiCode, ids: [...ids] },
        response: SendLabelsResponse,
        failureMessage: messages.labelsFailed,
      })
    },
    async pickupTimesForLabels(apiCode, date) {
      return transport.request({
        call: 'labels.pickupTimesForLabels',
        method: 'GET',
        path: paths.pickupTimesForLabels,
        query: { api_code: apiCode, date },
        response: PickupTimesForLabelsResponse,
      })
    },
    async orderedLabels(apiCode, options) {
      return onApiOrigin(await prepare('labels.orderedLabels', apiCode, options))
    },
    async orderedLabelsPdf(apiCode, options) {
      const path = await prepare('labels.orderedLabelsPdf', apiCode, options)
      const bytes = await transport.requestBytes({
        call: 'labels.orderedLabelsPdf',
        method: 'GET',
        path,
        failureMessage: messages.labelsFailed,
      })
      return assertPdf('labels.orderedLabelsPdf', bytes)
    },
  }
}

/** The query of `orderedlabels`: flags as 1/0, ids comma-separated, absent filters left out. */
function orderedLabelsQuery(apiCode: string, options: OrderedLabelsOptions) {
  const all = options.allLabels === true
  return {
    api_code: apiCode,
    update: 1,
    order: options.order ?? 'asc',
    ids: all ? undefined : (options.ids ?? []).map((id) => String(id)).join(','),
    allLabels: all ? 1 : 0,
    small: options.small ? 1 : 0,
    pickupDate: options.pickupDate || undefined,
    pickupTime: options.pickupTime || undefined,
  }
}

/** The label path of one order: the id must be a positive integer, so it cannot change the path. */
function labelPath(template: string, id: number): string {
  if (!Number.isSafeInteger(id) || id < 1) throw new TypeError(`An order id is a positive integer, got ${id}`)
  return template.replace('{id}', String(id))
}

/** A label answer must be a PDF: a proxy's HTML page with status 200 is a broken contract, not a label. */
function assertPdf(call: string, bytes: Uint8Array): Uint8Array {
  const head = String.fromCharCode(...bytes.subarray(0, 5))
  if (head !== '%PDF-') throw new ContractError(call, '', 'the body is not a PDF')
  return bytes
}
