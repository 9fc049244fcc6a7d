import type { LabelOrder, LabelSize } from './label.ts'

/** Label order by name (part 2 §9): ascending or descending. */
export type LabelSortOrder = 'asc' | 'desc'

/** The most pages one label PDF may have; a larger request is refused (422). */
export const MAX_LABEL_PAGES = 500

const collator = new Intl.Collator('en', { sensitivity: 'base', numeric: true })

/**
 * Orders sorted by name (part 2 §9 'Label order: name ascending or descending'): the order's name (its order
 * id or reference, part 2 §3.1), compared case- and accent-insensitively with numbers in numeric order
 * ('#9' before '#10'); orders with the same name keep ascending id order in both directions.
 */
export function sortLabelOrders(orders: readonly LabelOrder[], order: LabelSortOrder): LabelOrder[] {
  const sign = order === 'desc' ? -1 : 1
  return [...orders].sort((a, b) => sign * collator.compare(a.name.trim(), b.name.trim()) || a.id - b.id)
}

/** Labels an order prints: one per package, at least one. */
export function packagesOf(order: LabelOrder): number {
  return Number.isInteger(order.packageCount) && order.packageCount > 1 ? order.packageCount : 1
}

/** How many pages the labels of `orders` take. */
export function labelPageCount(orders: readonly LabelOrder[]): number {
  return orders.reduce((pages, order) => pages + packagesOf(order), 0)
}

/** How to print labels. */
export interface RenderLabelsOptions {
  /** Page size: A6 (default) or A7 ('small'). */
  readonly size?: LabelSize
  /** The brand printed at the foot of each label. */
  readonly brand: string
  /** Document title. */
  readonly title?: string
}

/**
 * The label PDF of `orders`, in the order given: one page per package ('1 of 3', '2 of 3', …), the pages of
 * one order together. Rejects with a RangeError for no orders or more than {@link MAX_LABEL_PAGES} pages.
 */
export async function renderLabels(
  orders: readonly LabelOrder[],
  options: RenderLabelsOptions,
): Promise<Uint8Array> {
  const pages = labelPageCount(orders)
  if (pages === 0) throw new RangeError('No labels to print')
  if (pages > MAX_LABEL_PAGES) throw new RangeError(`${pages} labels are more than ${MAX_LABEL_PAGES}`)
  // pdf-lib loads with the first label, not with the sandbox: starting it stays quick.
  const [{ drawLabel, LABEL_SIZES }, { createPage, renderPdf }] = await Promise.all([
    import('./label.ts'),
    import('./pdf.ts'),
  ])
  const { width, height } = LABEL_SIZES[options.size ?? 'A6']
  const drawn = orders.flatMap((order) =>
    Array.from({ length: packagesOf(order) }, (_, index) => {
      const page = createPage(width, height)
      drawLabel(page, { ...order, packageCount: packagesOf(order) }, index + 1, options.brand)
      return page
    }),
  )
  return renderPdf(drawn, options.title === undefined ? {} : { title: options.title })
}
