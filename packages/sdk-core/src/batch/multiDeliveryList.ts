import type { BatchApi } from '../api/batch.ts'
import type { Logger } from '../config.ts'
import type { MultiDelivery } from '../domain/batch.ts'
import { fillNames, messages } from '../domain/messages.ts'
import { WaybillError } from '../http/errors.ts'
import { createValueStore, type Store } from '../store.ts'
import { isMultiDeliveryFileName, type MultiDeliveryPage, multiDeliveryPage } from './multiDeliveryRules.ts'

/**
 * What the `Multi-{product}` screen shows (part 2 §2.5).
 *
 * @internal
 */
export interface MultiDeliveryListState {
  /** Every uploaded file as last listed, in the server's order (the newest first in the sandbox). */
  readonly records: readonly MultiDelivery[]
  /** The page of the table shown, 10 rows a page (part 2 §9). */
  readonly page: MultiDeliveryPage
  /** True while the newest list request runs. */
  readonly loading: boolean
  /** Whether a list request has answered or failed since the store was made: before that, the table is loading. */
  readonly settled: boolean
  /** 'Error fetching `multi-{product}s'` filled when the newest list request failed (part 2 §8), else null. */
  readonly fetchError: string | null
  /** True while a file is being sent. */
  readonly uploading: boolean
  /** The success text after a file was accepted (part 2 §8 'Multi-batch success'), else null. */
  readonly uploaded: string | null
  /** Why the last upload did not go: no file, a wrong kind, or the server's answer; else null. */
  readonly uploadError: string | null
}

/**
 * Options of {@link createMultiDeliveryList}.
 *
 * @internal
 */
export interface MultiDeliveryListOptions {
  /** The client's batch calls, slugs and logger (a `WaybillClient` will do). */
  readonly client: {
    readonly batch: Pick<BatchApi, 'multiDeliveries' | 'uploadMultiDelivery'>
    readonly config: { readonly brand: string; readonly product: string }
    readonly logger: Logger
  }
  /** The signed-in session's api code, read at each call; nothing is asked while it is null. */
  readonly apiCode: () => string | null
}

/**
 * The headless `Multi-{product}` screen: its state, the list's reload and pager, and the upload.
 *
 * @internal
 */
export interface MultiDeliveryList extends Store<MultiDeliveryListState> {
  /** Lists the uploaded files again; the newest request wins. Resolves true when its answer is shown. */
  reload(): Promise<boolean>
  /** Shows a page of the table, brought into range. */
  setPage(pageIndex: number): void
  /**
   * Sends a batch file once (never retried): refused before sending when there is none or its name is not .csv,
   * .xlsx or .xls. Resolves true when the server accepted it; ignored (false) while another upload runs.
   */
  upload(file: Blob | null, fileName: string): Promise<boolean>
}

/**
 * Creates the store of the `Multi-{product}` screen (part 2 §2.5, §3.13, §7 'Batch and bulk', §8, §9): the
 * uploaded files listed through `batch.multiDeliveries` (a failure shows 'Error fetching `multi-{product}s'`, the
 * last list stays), paged 10 at a time, and the upload through `batch.uploadMultiDelivery`. An accepted file
 * shows the §8 success text, goes on top of the table at once with the status the server gave it, and the list
 * is asked again (first page). Nothing runs until `reload()` or `upload()` is called.
 *
 * @internal
 *
 * @example
 * ```ts
 * const list = createMultiDeliveryList({ client, apiCode: () => session.apiCode() })
 * list.subscribe(() => render(list.getSnapshot()))
 * await list.reload()
 * await list.upload(file, file.name)
 * ```
 */
export function createMultiDeliveryList({ client, apiCode }: MultiDeliveryListOptions): MultiDeliveryList {
  const { get, set, store } = createValueStore<MultiDeliveryListState>({
    records: [],
    page: multiDeliveryPage([], 0),
    loading: false,
    settled: false,
    fetchError: null,
    uploading: false,
    uploaded: null,
    uploadError: null,
  })
  let newest = 0

  /** The records listed and the page of them shown. */
  const shown = (records: readonly MultiDelivery[], pageIndex: number) => ({
    records: [...records],
    page: multiDeliveryPage(records, pageIndex),
  })

  async function reload(): Promise<boolean> {
    const code = apiCode()
    if (!code) return false
    const request = ++newest
    set({ loading: true })
    try {
      const records = await client.batch.multiDeliveries(code)
      if (request !== newest) return false
      const done = { loading: false, settled: true, fetchError: null }
      set({ ...shown(records, get().page.pageIndex), ...done })
      return true
    } catch (error) {
      if (request !== newest) return false
      const text = fillNames(messages.multiDeliveriesFetchFailed, client.config)
      client.logger.error(text, error)
      set({ fetchError: text, loading: false, settled: true })
      return false
    }
  }

  async function send(code: string, file: Blob, fileName: string): Promise<MultiDelivery | null> {
    try {
      return await client.batch.uploadMultiDelivery(code, file, fileName)
    } catch (error) {
      client.logger.error('Uploading a multi-delivery file failed', error)
      set({ uploadError: error instanceof WaybillError ? error.message : messages.requestFailed })
      return null
    }
  }

  return {
    ...store,
    reload,
    setPage(pageIndex) {
      set(shown(get().records, pageIndex))
    },
    async upload(file, fileName) {
      if (get().uploading) return false
      if (file === null || !isMultiDeliveryFileName(fileName)) {
        const uploadError = file === null ? messages.multiDeliveryNoFile : messages.multiDeliveryFileType
        set({ uploaded: null, uploadError })
        return false
      }
      set({ uploaded: null, uploadError: null })
      const code = apiCode()
      if (!code) return false
      set({ uploading: true })
      const record = await send(code, file, fileName)
      set({ uploading: false })
      if (record === null) return false
      // A list answer still on its way predates the file: it must not take the new row off again.
      newest++
      const records = [record, ...get().records.filter((listed) => listed.id !== record.id)]
      set({ uploaded: fillNames(messages.multiDeliverySubmitted, client.config), ...shown(records, 0) })
      await reload()
      return true
    },
  }
}
