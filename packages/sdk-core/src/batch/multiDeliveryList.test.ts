import { describe, expect, it, vi } from 'vitest'
import type { MultiDelivery } from '../domain/batch.ts'
import { ApiError, NetworkError } from '../http/errors.ts'
import { createMultiDeliveryList } from './multiDeliveryList.ts'

const API_CODE = 'code-1'
const NAMES = { brand: 'waybill', product: 'delivery' }
const SUCCESS =
  'Thank you for submitting your Multi-delivery batch file. A delivery Team Member will be in touch. Thank you.'

/** `count` records as the sandbox lists them, newest (highest id) first. */
const listed = (count: number): MultiDelivery[] =>
  Array.from({ length: count }, (_, index) => ({
    id: count - index,
    fileName: `batch-${count - index}.csv`,
    validateStatus: 'Validated',
  }))

/** A promise answered by hand. */
function deferred<T>() {
  let resolve!: (value: T) => void
  let reject!: (error: unknown) => void
  const promise = new Promise<T>((done, fail) => {
    resolve = done
    reject = fail
  })
  return { promise, resolve, reject }
}

function setup({ count = 3, code = API_CODE as string | null } = {}) {
  let server = listed(count)
  const multiDeliveries = vi.fn(async (_code: string) => [...server])
  const uploadMultiDelivery = vi.fn(async (_code: string, _file: Blob, fileName: string) => {
    const record = { id: server.length + 1, fileName, validateStatus: 'Pending' }
    server = [{ ...record, validateStatus: 'Validated' }, ...server]
    return record
  })
  const logger = { warn: vi.fn(), error: vi.fn() }
  const list = createMultiDeliveryList({
    client: { batch: { multiDeliveries, uploadMultiDelivery }, config: NAMES, logger },
    apiCode: () => code,
  })
  return { list, multiDeliveries, uploadMultiDelivery, logger, state: () => list.getSnapshot() }
}

const file = () => new Blob(['a,b\n'], { type: 'text/csv' })

describe('createMultiDeliveryList', () => {
  it('lists the uploaded files 10 a page, in the server order (part 2 §2.5, §3.13, §9)', async () => {
    const { list, multiDeliveries, state } = setup({ count: 14 })
    expect(state()).toMatchObject({ settled: false, loading: false, records: [] })
    const loading = list.reload()
    expect(state().loading).toBe(true)
    expect(await loading).toBe(true)
    expect(multiDeliveries).toHaveBeenCalledWith(API_CODE)
    expect(state()).toMatchObject({ settled: true, loading: false, fetchError: null })
    expect(state().page.rows.map((row) => row.id)).toEqual([14, 13, 12, 11, 10, 9, 8, 7, 6, 5])
    expect(state().page.rangeText).toBe('1-10 of 14')
    list.setPage(1)
    expect(state().page.rows.map((row) => row.id)).toEqual([4, 3, 2, 1])
    list.setPage(7)
    expect(state().page.pageIndex).toBe(1)
  })

  it("shows 'Error fetching multi-deliveries' when the list fails, keeping the last list (part 2 §8)", async () => {
    const { list, multiDeliveries, logger, state } = setup()
    await list.reload()
    multiDeliveries.mockRejectedValueOnce(new NetworkError('batch.multiDeliveries'))
    expect(await list.reload()).toBe(false)
    expect(state().fetchError).toBe('Error fetching multi-deliveries')
    expect(state().records).toHaveLength(3)
    expect(logger.error).toHaveBeenCalledWith('Error fetching multi-deliveries', expect.any(NetworkError))
    await list.reload()
    expect(state().fetchError).toBeNull()
  })

  it('keeps the newest list answer: an earlier one arriving late is dropped', async () => {
    const { list, multiDeliveries, state } = setup()
    const late = deferred<MultiDelivery[]>()
    multiDeliveries.mockReturnValueOnce(late.promise)
    const first = list.reload()
    await list.reload()
    late.resolve([])
    expect(await first).toBe(false)
    expect(state().records).toHaveLength(3)
  })

  it('uploads a file once, shows the §8 success text and the new row on top, then lists again (part 2 §2.5, §7, §8)', async () => {
    const { list, multiDeliveries, uploadMultiDelivery, state } = setup({ count: 12 })
    await list.reload()
    list.setPage(1)
    const answer = deferred<MultiDelivery>()
    uploadMultiDelivery.mockReturnValueOnce(answer.promise)
    const blob = file()
    const uploading = list.upload(blob, 'spring.csv')
    expect(state().uploading).toBe(true)
    // A second press while the first is on its way sends nothing.
    expect(await list.upload(blob, 'spring.csv')).toBe(false)
    const listAgain = deferred<MultiDelivery[]>()
    multiDeliveries.mockReturnValueOnce(listAgain.promise)
    answer.resolve({ id: 13, fileName: 'spring.csv', validateStatus: 'Pending' })
    await vi.waitFor(() => expect(state().uploaded).toBe(SUCCESS))
    // Shown at once, with the status the upload answered, on the first page.
    expect(state().page.pageIndex).toBe(0)
    expect(state().page.rows[0]).toEqual({ id: 13, fileName: 'spring.csv', validateStatus: 'Pending' })
    expect(state().uploading).toBe(false)
    listAgain.resolve([{ id: 13, fileName: 'spring.csv', validateStatus: 'Validated' }, ...listed(12)])
    expect(await uploading).toBe(true)
    expect(uploadMultiDelivery).toHaveBeenCalledTimes(1)
    expect(uploadMultiDelivery).toHaveBeenCalledWith(API_CODE, blob, 'spring.csv')
    expect(multiDeliveries).toHaveBeenCalledTimes(2)
    expect(state().page.rows[0]?.validateStatus).toBe('Validated')
    expect(state().page.rangeText).toBe('1-10 of 13')
  })

  it('does not let a list answer older than the upload take the new row away', async () => {
    const { list, multiDeliveries, state } = setup()
    const old = deferred<MultiDelivery[]>()
    multiDeliveries.mockReturnValueOnce(old.promise)
    const first = list.reload()
    await list.upload(file(), 'new.xlsx')
    old.resolve(listed(3))
    expect(await first).toBe(false)
    expect(state().records.map((row) => row.fileName)).toContain('new.xlsx')
  })

  it('refuses, without sending, no file or a file that is not .csv, .xlsx or .xls (part 2 §7)', async () => {
    const { list, uploadMultiDelivery, state } = setup()
    expect(await list.upload(null, '')).toBe(false)
    expect(state().uploadError).toBe('Choose a file to upload.')
    expect(await list.upload(file(), 'orders.pdf')).toBe(false)
    expect(state().uploadError).toBe('The file must be a CSV, XLSX or XLS file.')
    expect(uploadMultiDelivery).not.toHaveBeenCalled()
  })

  it("shows the server's message when the upload fails, never retrying it, and clears it on the next try", async () => {
    const { list, uploadMultiDelivery, multiDeliveries, logger, state } = setup()
    uploadMultiDelivery.mockRejectedValueOnce(
      new ApiError('batch.uploadMultiDelivery', 422, 'The file is empty.'),
    )
    expect(await list.upload(file(), 'empty.csv')).toBe(false)
    expect(state()).toMatchObject({ uploadError: 'The file is empty.', uploaded: null, uploading: false })
    expect(uploadMultiDelivery).toHaveBeenCalledTimes(1)
    expect(multiDeliveries).not.toHaveBeenCalled()
    expect(logger.error).toHaveBeenCalledTimes(1)
    uploadMultiDelivery.mockRejectedValueOnce(new Error('boom'))
    await list.upload(file(), 'again.csv')
    expect(state().uploadError).toBe('An error ocurred while processing your request')
    expect(await list.upload(file(), 'good.csv')).toBe(true)
    expect(state()).toMatchObject({ uploadError: null, uploaded: SUCCESS })
  })

  it('asks nothing while signed out', async () => {
    const { list, multiDeliveries, uploadMultiDelivery } = setup({ code: null })
    expect(await list.reload()).toBe(false)
    expect(await list.upload(file(), 'a.csv')).toBe(false)
    expect(multiDeliveries).not.toHaveBeenCalled()
    expect(uploadMultiDelivery).not.toHaveBeenCalled()
  })
})
