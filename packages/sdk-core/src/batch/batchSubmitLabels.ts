import type { DashboardApi } from '../api/dashboard.ts'

/** Rows per page when booked orders are looked up by uuid (the dashboard's largest page, part 2 §9). */
const LOOKUP_PAGE_SIZE = 100

/** Pages read beyond the ones the batch itself fills: orders booked meanwhile by others push it down the list. */
const LOOKUP_SLACK_PAGES = 5

/**
 * The ids of booked orders by client uuid. The on-hold answer gives uuids only (part 2 §7), and labels are asked
 * by id (`sendLabels`), so the active view (part 2 §2.1 view 3, newest first, where NEW and ON HOLD orders are)
 * is read a page of 100 at a time until every uuid is found, or the pages run out. A read only: nothing is booked.
 * Uuids not found are left out of the answer.
 *
 * @example
 * ```ts
 * const ids = await findOrderIds(client.dashboard, apiCode, ['row-1', 'row-2'])
 * ```
 */
export async function findOrderIds(
  dashboard: Pick<DashboardApi, 'page'>,
  apiCode: string,
  uuids: Iterable<string>,
): Promise<Map<string, number>> {
  const missing = new Set(uuids)
  const found = new Map<string, number>()
  const pages = Math.ceil(missing.size / LOOKUP_PAGE_SIZE) + LOOKUP_SLACK_PAGES
  for (let pageIndex = 0; missing.size > 0 && pageIndex < pages; pageIndex++) {
    const page = await dashboard.page(apiCode, { view: 3, pageIndex, pageSize: LOOKUP_PAGE_SIZE })
    for (const order of page.orders) {
      if (missing.delete(order.uuid)) found.set(order.uuid, order.id)
    }
    if ((pageIndex + 1) * LOOKUP_PAGE_SIZE >= page.total) break
  }
  return found
}
