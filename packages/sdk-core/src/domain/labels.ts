/** Label order by the order name (part 2 §9 'Label order: name ascending or descending'). */
export type LabelSortOrder = 'asc' | 'desc'

/**
 * Which labels one PDF holds, and how they are printed (part 2 §7 `orderedlabels`, §9). Name either `ids`
 * or `allLabels`; `pickupDate` and `pickupTime` narrow either selection.
 */
export interface OrderedLabelsOptions {
  /** Label order by the order name (order id or reference): 'asc' (the default) or 'desc'. */
  readonly order?: LabelSortOrder
  /** The orders to print, by id. Ignored when `allLabels` is true. */
  readonly ids?: readonly number[]
  /** Every label of the account: its open orders (statuses 1, 2, 3, 17). */
  readonly allLabels?: boolean
  /** A7 (3x4 in) labels instead of the default A6 (4x6 in) (part 2 §9 'small'). */
  readonly small?: boolean
  /** Only orders picked up on this day, 'YYYY-MM-DD'. */
  readonly pickupDate?: string
  /** Only orders with this pickup window, 'HH:mm - HH:mm', as `pickupTimesForLabels` lists them. */
  readonly pickupTime?: string
}
