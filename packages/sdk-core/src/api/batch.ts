import type { Infer } from 'superstruct'
import type { AddressValidation, BatchRow, MultiDelivery } from '../domain/batch.ts'
import { fillNames, messages } from '../domain/messages.ts'
import type { Transport } from '../http/transport.ts'
import {
  MultiDeliveriesResponse,
  MultiDeliveryUploadResponse,
  ValidateAddressResponse,
  type WireMultiDelivery,
} from './wire/batch.ts'
import type { ApiPaths, WireNames } from './wire/names.ts'

/** Batch address validation and the `multi-{product}` file upload (part 2 §7 'Batch and bulk'). */
export interface BatchApi {
  /**
   * Validates one spreadsheet row's address (part 2 §7 `POST /api/web/validate-address`). The row is valid
   * when the answer has a city name (part 2 §4.6); a row the server cannot place is `{ valid: false }`.
   */
  validateAddress(apiCode: string, row: BatchRow): Promise<AddressValidation>
  /**
   * The account's uploaded `multi-{product}` files (part 2 §7 `GET /api/web/multi-{product}`). A failure is an
   * `ApiError` whose message is 'Error fetching `multi-{product}s'` (part 2 §8).
   */
  multiDeliveries(apiCode: string): Promise<MultiDelivery[]>
  /**
   * Uploads a `multi-{product}` batch file, .csv, .xlsx or .xls (part 2 §7 `POST /api/web/multi-{product}`,
   * multipart `file` and `api_key`). Never retried. On success show `messages.multiDeliverySubmitted`.
   */
  uploadMultiDelivery(apiCode: string, file: Blob, fileName: string): Promise<MultiDelivery>
}

function toMultiDelivery(wire: Infer<typeof WireMultiDelivery>): MultiDelivery {
  return { id: wire.id, fileName: wire.file_name, validateStatus: wire.validate_status }
}

/** The validate-address body: the row in the spec's field names (part 2 §3.8) plus api_code. */
function rowBody(apiCode: string, row: BatchRow) {
  return {
    api_code: apiCode,
    name: row.name,
    unitNumber: row.unitNumber,
    address: row.address,
    city: row.city,
    province: row.province,
    postal: row.postal,
    email: row.email,
    phone: row.phone,
    w3w: row.w3w,
    item_name: row.itemName,
    details: row.details,
    package_count: row.packageCount,
    valid: row.valid,
    uuid: row.uuid,
    orderNumber: row.orderNumber,
    insurance_value: row.insuranceValue,
    latitude: row.latitude,
    longitude: row.longitude,
    zone: row.zone === undefined || row.zone === null ? row.zone : { id: row.zone.id, name: row.zone.name },
    assign_my_fleet_driver: row.assignMyFleetDriver,
  }
}

/** Builds the batch calls; `names` fills `{product}` in the fetch-failure message. */
export function createBatchApi(transport: Transport, paths: ApiPaths, names: WireNames): BatchApi {
  return {
    async validateAddress(apiCode, row) {
      const answer = await transport.request({
        call: 'batch.validateAddress',
        method: 'POST',
        path: paths.validateAddress,
        body: rowBody(apiCode, row),
        response: ValidateAddressResponse,
        retry: true,
      })
      const uuid = answer.uuid ?? null
      const city = answer.city?.name
      const { lat, lng } = answer
      if (!city || typeof lat !== 'number' || typeof lng !== 'number') return { valid: false, uuid }
      return {
        valid: true,
        formattedAddress: answer.formatted_address ?? row.address ?? '',
        lat,
        lng,
        city,
        zone: answer.zone ? { id: answer.zone.id, name: answer.zone.name } : null,
        uuid,
      }
    },
    async multiDeliveries(apiCode) {
      const { data } = await transport.request({
        call: 'batch.multiDeliveries',
        method: 'GET',
        path: paths.multiDeliveries,
        query: { api_key: apiCode },
        response: MultiDeliveriesResponse,
        failureMessage: fillNames(messages.multiDeliveriesFetchFailed, names),
      })
      return data.map(toMultiDelivery)
    },
    async uploadMultiDelivery(apiCode, file, fileName) {
      const form = new FormData()
      form.append('file', file, fileName)
      form.append('api_key', apiCode)
      const { data } = await transport.request({
        call: 'batch.uploadMultiDelivery',
        method: 'POST',
        path: paths.multiDeliveries,
        body: form,
        response: MultiDeliveryUploadResponse,
        // part 2 §7: only 200 is accepted.
        okStatus: 200,
      })
      return toMultiDelivery(data)
    },
  }
}
