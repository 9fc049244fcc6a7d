import { isCalendarDate } from '@waybill/sdk-core/wire'
import { SIZE_CATEGORIES } from '../data/sizeCategories.ts'
import { HttpError } from '../http.ts'
import type { PricedOrder } from './pricing.ts'

const DATETIMES = [
  'pickup_early_datetime',
  'pickup_later_datetime',
  'dropoff_early_datetime',
  'dropoff_later_datetime',
] as const

function checkSize(sizeId: number, weightId: number, field: string): void {
  const size = SIZE_CATEGORIES.find((category) => category.id === sizeId)
  if (!size) throw new HttpError(422, `The ${field}size_category_id field is invalid.`)
  if (!size.weight_category.some((range) => range.id === weightId)) {
    throw new HttpError(422, `The ${field}weight_category_id field is invalid.`)
  }
}

/** Most photos one order may carry: bounds what a payload can store. */
const MAX_ORDER_IMAGES = 50

/** Longest photo URL stored. */
const MAX_IMAGE_URL = 2048

/** Each image is an absolute http(s) URL, as the photo upload answers them (docs/contract/photos.md). */
function checkImages(images: readonly string[]): void {
  if (images.length > MAX_ORDER_IMAGES) {
    throw new HttpError(422, `The images field may not have more than ${MAX_ORDER_IMAGES} items.`)
  }
  images.forEach((url, index) => {
    if (url.length > MAX_IMAGE_URL || !/^https?:\/\/[^\s]+$/i.test(url)) {
      throw new HttpError(422, `The images.${index} field must be a valid URL.`)
    }
  })
}

/**
 * Refuses an order no courier could carry out, as a real server's validation would, before it is priced: a date the
 * calendar lacks, a window that closes before it opens, a drop-off that ends before the pickup starts, or a size
 * or weight that is not in the catalogue (or a weight range of another size); or images that are not http(s)
 * URLs. Throws the 422 to answer.
 */
export function checkOrderShape(order: PricedOrder): void {
  for (const field of DATETIMES) {
    if (!isCalendarDate(order[field])) throw new HttpError(422, `The ${field} field is not a valid date.`)
  }
  // 'YYYY-MM-DD HH:mm:ss' strings order as the instants they name within one timezone.
  if (order.pickup_later_datetime <= order.pickup_early_datetime) {
    throw new HttpError(422, 'The pickup_later_datetime field must be a date after pickup_early_datetime.')
  }
  if (order.dropoff_later_datetime <= order.dropoff_early_datetime) {
    throw new HttpError(422, 'The dropoff_later_datetime field must be a date after dropoff_early_datetime.')
  }
  if (order.dropoff_later_datetime <= order.pickup_early_datetime) {
    throw new HttpError(422, 'The dropoff_later_datetime field must be a date after pickup_early_datetime.')
  }
  checkSize(order.size_category_id, order.weight_category_id, '')
  for (const line of order.multi_package ?? []) {
    checkSize(line.size_category_id, line.weight_category_id, 'multi_package.')
  }
  checkImages(order.images ?? [])
}
