import { code39Units, drawCode39 } from './code39.ts'
import { fitText, textWidth, wrapText } from './fonts.ts'
import type { PdfPage } from './pdf.ts'

/** What one shipping label shows of an order. */
export interface LabelOrder {
  /** Order id: printed as the order number and encoded in the barcode. */
  readonly id: number
  /** The order's name: its order id or reference, as the dashboard's 'Order Id' column shows it; labels sort by it. */
  readonly name: string
  /** The order's reference name (item_name); printed after the name when it differs. */
  readonly reference: string
  /** Who hands the packages over, and where. */
  readonly pickup: { readonly name: string; readonly address: string }
  /** Who receives them, and where; unit and phone when known. */
  readonly dropoff: {
    readonly name: string
    readonly address: string
    readonly unit: string | null
    readonly phone: string | null
  }
  /** Pickup day, 'yyyy-MM-dd'. */
  readonly pickupDate: string
  /** Pickup window, e.g. '09:00-11:00' ('' when unknown). */
  readonly pickupTime: string
  /** How many packages the order has: one label per package. */
  readonly packageCount: number
}

/** The label sizes of part 2 §9, in points (1/72 in), portrait. */
export const LABEL_SIZES = {
  /** A6, 105 × 148 mm: the default "4x6" label. */
  A6: { width: 297.64, height: 419.53 },
  /** A7, 74 × 105 mm: the "small" "3x4" label. */
  A7: { width: 209.76, height: 297.64 },
} as const

/** A label size name. */
export type LabelSize = keyof typeof LABEL_SIZES

/**
 * Formats each 10-digit North American number of a comma-separated list as 780-555-0142; anything else is
 * shown as given.
 */
export function formatPhone(phone: string): string {
  return phone
    .split(',')
    .map((part) => {
      const digits = part.replace(/\D/g, '')
      const local = digits.length === 11 && digits.startsWith('1') ? digits.slice(1) : digits
      return local.length === 10 ? `${local.slice(0, 3)}-${local.slice(3, 6)}-${local.slice(6)}` : part.trim()
    })
    .filter(Boolean)
    .join(', ')
}

/**
 * Draws the label of package `index` (1-based) of `order` on `page`. The layout is drawn for A6 and scaled
 * to the page width, so an A7 label is the same label, smaller.
 */
export function drawLabel(page: PdfPage, order: LabelOrder, index: number, brand: string): void {
  const k = page.width / LABEL_SIZES.A6.width
  const margin = 12 * k
  const left = margin + 8 * k
  const inner = page.width - 2 * left
  let y = page.height - margin
  const rule = () => page.line(margin, y, page.width - margin, y, 0.8 * k)
  const write = (text: string, size: number, font: 'regular' | 'bold' = 'regular') => {
    y -= size * 1.18 * k
    page.text(left, y, fitText(text, font, size * k, inner), { size: size * k, font })
  }
  const block = (text: string, size: number, lines: number, font: 'regular' | 'bold' = 'regular') => {
    for (const line of wrapText(text, font, size * k, inner, lines)) {
      y -= size * 1.18 * k
      page.text(left, y, line, { size: size * k, font })
    }
  }
  const heading = (text: string) => {
    y -= 6 * k
    write(text, 7, 'bold')
    y -= 2 * k
  }

  page.rect(margin, margin, page.width - 2 * margin, page.height - 2 * margin, { lineWidth: 1.5 * k })

  // Order number, and which package of how many.
  y -= 6 * k
  const count = `${index} of ${order.packageCount}`
  const countWidth = textWidth(count, 'bold', 16 * k)
  y -= 16 * k
  page.text(page.width - left - countWidth, y, count, { size: 16 * k, font: 'bold' })
  const number = fitText(`#${order.id}`, 'bold', 20 * k, inner - countWidth - 8 * k)
  page.text(left, y, number, { size: 20 * k, font: 'bold' })
  const reference = order.reference.trim()
  write(reference && reference !== order.name.trim() ? `${order.name} - ${reference}` : order.name, 9)
  y -= 6 * k
  rule()

  heading('FROM')
  write(order.pickup.name, 10, 'bold')
  block(order.pickup.address, 9, 2)
  y -= 6 * k
  rule()

  heading('TO')
  write(order.dropoff.name, 14, 'bold')
  const unit = order.dropoff.unit?.trim()
  block(unit ? `Unit ${unit}, ${order.dropoff.address}` : order.dropoff.address, 11, 3)
  if (order.dropoff.phone) write(`Phone: ${formatPhone(order.dropoff.phone)}`, 10)
  y -= 6 * k
  rule()

  heading('PICKUP')
  write(`${order.pickupDate}  ${order.pickupTime}`.trim(), 12, 'bold')
  y -= 6 * k
  rule()

  // Barcode of the order id, centred, with the id under it; the brand at the foot.
  const value = String(order.id)
  const narrow = Math.min(1.4 * k, inner / code39Units(value))
  const barWidth = code39Units(value) * narrow
  const footer = margin + 8 * k
  const top = y - 10 * k
  const bottom = footer + 12 * k
  const barHeight = Math.max(12 * k, Math.min(80 * k, top - bottom - 14 * k))
  const caption = bottom + Math.max(0, (top - bottom - barHeight - 14 * k) / 2)
  drawCode39(page, value, { x: (page.width - barWidth) / 2, y: caption + 14 * k, height: barHeight, narrow })
  const captionWidth = textWidth(value, 'regular', 9 * k)
  page.text((page.width - captionWidth) / 2, caption, value, { size: 9 * k })
  page.text(left, footer, fitText(brand.toUpperCase(), 'bold', 8 * k, inner), { size: 8 * k, font: 'bold' })
}
