/**
 * Column headers (part 2 §2.1's words; `{product}` filled and capitalised), captions and details labels of the
 * deliveries table.
 */
export const DELIVERIES_TABLE_TEXT = {
  number: '{product} #',
  orderId: 'Order Id',
  dropOffLocation: 'Drop Off Location',
  pickupDate: 'Pickup Date',
  completedDate: 'Completed Date',
  agent: 'Delivery Agent',
  status: 'Status',
  actions: 'Actions',
  select: 'Select',
  available: 'Available for Pickup',
  yes: 'Yes',
  no: 'No',
  loading: 'Loading {product}s…',
  empty: 'No {product}s to show.',
  showOnMap: 'Show {product} {id} on map',
  selectRow: 'Select {product} {id}',
  downloadLabels: 'Download All labels ({count})',
  pickup: 'Pickup',
  dropOff: 'Drop off',
  pickupWindow: 'Pickup window',
  dropOffWindow: 'Drop off window',
  description: 'Description',
  driver: 'Driver',
  none: '—',
} as const

/** `text` with its first letter capitalised, for a header that starts with `{product}`. */
export function capitalised(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1)
}
