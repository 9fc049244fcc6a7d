import { screen, waitFor, within } from '@testing-library/react'
import {
  type Account,
  type BatchRow,
  memoryStorage,
  messages,
  type OrderSubmission,
  TimeoutError,
  type WaybillClient,
} from '@waybill/sdk-core'
import { createBatchList } from '@waybill/sdk-core/batch'
import { memoryCookieJar } from '@waybill/sdk-core/internal'
import { createEmptyDraft, createOrderDraft } from '@waybill/sdk-core/order'
import type { BatchKind, OrderDraft } from '@waybill/sdk-core/rules'
import { describe, expect, it, vi } from 'vitest'
import { FLEET } from '../../test/detailsFixtures.ts'
import { fakeClient } from '../../test/fakeClient.ts'
import { ACCOUNT, accountWith } from '../../test/fixtures.ts'
import { ORDER_NOW, orderClient } from '../../test/orderFixtures.ts'
import { renderSignedIn, settle } from '../../test/render.tsx'
import { ACME_PICKUP, priceEstimate } from '../../test/summaryFixtures.ts'
import { BatchScreen } from './BatchScreen.tsx'

const FAILURE_NOTICE =
  'Some Deliveries failed to upload, please try again. If the problem persist, please contact support with the missing deliveries information.'

/** A batch form that passes its checks at ORDER_NOW (Mon 2026-11-23 09:00 Edmonton). */
function validForm(kind: BatchKind): OrderDraft {
  const base = createEmptyDraft({ defaultInsuranceValue: 100, randomUUID: () => 'batch-draft', batch: kind })
  return {
    ...base,
    ...(kind === 'oneToMany' ? { pickup: ACME_PICKUP } : { dropoff: ACME_PICKUP }),
    dropoffMethod: 1,
    packages: [{ sizeCategoryId: 2, weightCategoryId: 4, packages: 1 }],
    description: 'Flowers',
    pickupType: 2,
    pickupDate: '2026-11-24',
    pickupStart: 10 * 60,
    pickupEnd: 10 * 60 + 30,
    dropoffType: 2,
    dropoffDate: '2026-11-24',
    dropoffStart: 13 * 60,
    dropoffEnd: 17 * 60,
  }
}

/** `count` located, validated rows named 'Row n'. */
function rows(count: number): BatchRow[] {
  return Array.from({ length: count }, (_, index) => ({
    name: `Row ${index + 1}`,
    address: `${10100 + index} Jasper Ave NW, Edmonton, AB`,
    phone: '7805550199',
    itemName: `Item ${index + 1}`,
    packageCount: 1,
    uuid: `row-${index + 1}`,
    latitude: 53.541 + index * 0.0001,
    longitude: -113.51,
    valid: true,
  }))
}

interface Setup {
  readonly kind?: BatchKind
  readonly count?: number
  readonly form?: boolean
  readonly prepare?: (orders: ReturnType<typeof batchOrders>) => void
  readonly account?: Account
}

/** The order calls of the batch, booking by uuid once. */
function batchOrders() {
  let nextId = 100
  return {
    paymentSummary: vi.fn(async (_code: string, order: OrderSubmission) => priceEstimate(order.uuid)),
    create: vi.fn(async (_code: string, order: OrderSubmission) => ({ id: nextId++, uuid: order.uuid })),
    prepay: vi.fn(async (_code: string, amountCents: number) => ({
      amountCents,
      cardId: 7,
      transactionId: 'ch_1',
    })),
  }
}

async function renderScreen({
  kind = 'oneToMany',
  count = 3,
  form = true,
  prepare,
  account = ACCOUNT,
}: Setup = {}) {
  const fake = orderClient()
  const base = fakeClient({ account }).client
  const orders = batchOrders()
  prepare?.(orders)
  const sendLabels = vi.fn(async () => {})
  const client: WaybillClient = {
    ...fake.client,
    account: base.account,
    orders: { ...fake.client.orders, ...orders } as unknown as WaybillClient['orders'],
    labels: { ...fake.client.labels, sendLabels },
    fleet: { ...fake.client.fleet, myFleet: vi.fn(async () => [...FLEET]) },
  }
  const draft = createOrderDraft({ defaultInsuranceValue: 100, batch: kind, now: () => ORDER_NOW })
  if (form) draft.load(validForm(kind))
  const list = createBatchList({ kind, storage: memoryStorage(), logger: client.logger })
  if (count > 0) {
    list.load(rows(count))
    for (const entry of list.getSnapshot().rows)
      list.updateRow(entry.key, { ...entry.row, valid: true }, 'valid')
  }
  const onDone = vi.fn()
  const view = await renderSignedIn(
    <BatchScreen
      kind={kind}
      draft={draft}
      list={list}
      reader={{ read: vi.fn(), close: vi.fn() }}
      timeSection={<p>time section</p>}
      onDone={onDone}
      cookieJar={memoryCookieJar()}
      now={() => ORDER_NOW}
    />,
    { client },
  )
  await settle()
  return { ...view, orders, sendLabels, onDone, list, draft }
}

describe('BatchScreen (part 2 §2.4, §4.6 steps 4–6, §5.3, §8)', () => {
  it.each([
    ['oneToMany', 'Delivery Batch (Many Drop Offs)', 'Pickup Information'],
    ['manyToOne', 'Delivery Batch (Many Pickups)', 'Drop off Information'],
  ] as const)(
    'titles the %s screen, heads it Local, shows the template alert and the contact block',
    async (kind, title, block) => {
      await renderScreen({ kind, form: false })
      expect(screen.getByRole('heading', { level: 1, name: title })).toBeTruthy()
      expect(screen.getByRole('heading', { name: 'Delivery Details (Local)' })).toBeTruthy()
      expect(screen.getByRole('heading', { name: block })).toBeTruthy()
      expect(screen.getByText(messages.newBatchTemplate)).toBeTruthy()
      expect(screen.getByText('time section')).toBeTruthy()
    },
  )

  it('offers a My Fleet driver for all rows only when the account has My Fleet (part 2 §6)', async () => {
    const without = await renderScreen({ form: false })
    expect(screen.queryByRole('combobox', { name: 'My Fleet' })).toBeNull()
    without.unmount()
    const { user, draft } = await renderScreen({
      form: false,
      account: accountWith({ isMyFleetEnabled: true }),
    })
    await user.selectOptions(await screen.findByRole('combobox', { name: 'My Fleet' }), 'Sam Fleet')
    // Written DEBOUNCE_MS.optionSync (500 ms) after the change: room for a loaded machine.
    await waitFor(() => expect(draft.getSnapshot().assignMyFleetDriver).toBe(32), { timeout: 3_000 })
  })

  it('announces the §5.3 list word for word when Continue finds the batch incomplete', async () => {
    const { user } = await renderScreen({ count: 0, form: false })
    await user.click(screen.getByRole('button', { name: 'Continue' }))
    const alert = screen
      .getAllByRole('alert')
      .find((element) => element.textContent?.includes('File data Missing')) as HTMLElement
    expect(within(alert).getByText('Please check the following sections and try again:')).toBeTruthy()
    expect(within(alert).getByText('File data Missing')).toBeTruthy()
    expect(within(alert).getByText('Pickup Information')).toBeTruthy()
    expect(screen.queryByRole('dialog')).toBeNull()
  })

  it('leads each entry of the §5.3 list to its section: pressing one moves the focus there', async () => {
    const { user } = await renderScreen({ count: 0, form: false })
    await user.click(screen.getByRole('button', { name: 'Continue' }))
    const alert = screen
      .getAllByRole('alert')
      .find((element) => element.textContent?.includes('File data Missing')) as HTMLElement

    await user.click(within(alert).getByRole('link', { name: 'Pickup Information' }))
    const block = screen.getByRole('region', { name: 'Pickup Information' })
    expect(block.contains(document.activeElement)).toBe(true)

    await user.click(within(alert).getByRole('link', { name: 'File data Missing' }))
    const rowsArea = document.activeElement as HTMLElement
    expect(rowsArea.tabIndex).toBe(-1)
    expect(within(rowsArea).getByLabelText('Addresses file (CSV, XLSX or XLS)')).toBeTruthy()

    await user.click(within(alert).getByRole('link', { name: 'Description' }))
    expect(document.activeElement).toBe(screen.getByLabelText('Description'))

    await user.click(within(alert).getByRole('link', { name: 'Weight & Size Selection' }))
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Weight & Size Selection' }))
  })

  it('leads the rows side of many pickups to the rows and its contact block to the drop-off', async () => {
    const { user, list } = await renderScreen({ kind: 'manyToOne', form: false })
    const [first] = list.getSnapshot().rows
    if (first) list.updateRow(first.key, { ...first.row, name: '' }, 'valid')
    await user.click(screen.getByRole('button', { name: 'Continue' }))
    const alert = screen
      .getAllByRole('alert')
      .find((element) => element.textContent?.includes('Drop off Information')) as HTMLElement

    await user.click(within(alert).getByRole('link', { name: 'Drop off Information' }))
    const block = screen.getByRole('region', { name: 'Drop off Information' })
    expect(block.contains(document.activeElement)).toBe(true)

    await user.click(within(alert).getByRole('link', { name: 'Pickup Information' }))
    expect(within(document.activeElement as HTMLElement).getByRole('table')).toBeTruthy()
  })

  it('confirms, prices each row, then submits them and goes to the dashboard', async () => {
    const { user, orders, sendLabels, onDone } = await renderScreen()
    await user.click(screen.getByRole('button', { name: 'Continue' }))
    const dialog = screen.getByRole('dialog', { name: 'Price this batch' })
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }))
    await waitFor(() => expect(screen.getByRole('button', { name: 'Submited' })).toBeTruthy())
    expect(orders.paymentSummary).toHaveBeenCalledTimes(3)
    const list = screen.getByRole('list', { name: 'Price of each delivery' })
    expect(within(list).getAllByRole('listitem')).toHaveLength(3)
    expect(within(list).getByText('Row 2')).toBeTruthy()
    await user.click(screen.getByRole('button', { name: 'Submit deliveries & Get Labels' }))
    const modal = await screen.findByRole('dialog', { name: 'Submitting the batch' })
    await waitFor(() => expect(within(modal).getByText('Prepay Successful')).toBeTruthy(), { timeout: 3000 })
    await waitFor(() => expect(onDone).toHaveBeenCalledTimes(1), { timeout: 3000 })
    expect(orders.prepay).toHaveBeenCalledTimes(1)
    expect(orders.create).toHaveBeenCalledTimes(3)
    expect(sendLabels).toHaveBeenCalledTimes(1)
  })

  it('after a charge with no answer, says so with the amount and books only once the customer chooses (issue 22)', async () => {
    const { user, orders, onDone } = await renderScreen({
      prepare: (calls) => calls.prepay.mockRejectedValueOnce(new TimeoutError('orders.prepay', 90_000)),
    })
    await user.click(screen.getByRole('button', { name: 'Continue' }))
    await user.click(
      within(screen.getByRole('dialog', { name: 'Price this batch' })).getByRole('button', {
        name: 'Confirm',
      }),
    )
    await waitFor(() => expect(screen.getByRole('button', { name: 'Submited' })).toBeTruthy())
    await user.click(screen.getByRole('button', { name: 'Submit deliveries & Get Labels' }))
    const alert = await screen.findByText(/^Payment not confirmed: the charge of \$\d+\.\d\d asked at/)
    const box = alert.closest('[role="alert"]') as HTMLElement
    expect(orders.create).not.toHaveBeenCalled()
    expect(
      (screen.getByRole('button', { name: /^Submit deliveries & Get Labels/ }) as HTMLButtonElement).disabled,
    ).toBe(true)
    await user.click(within(box).getByRole('button', { name: 'Book And Leave The Payment To The Courier' }))
    await waitFor(() => expect(onDone).toHaveBeenCalledTimes(1), { timeout: 3000 })
    expect(orders.prepay).toHaveBeenCalledTimes(1)
    expect(orders.create).toHaveBeenCalledTimes(3)
  })

  it("shows 'something went wrong' and 'Error, try again' when the estimate fails (part 2 §8)", async () => {
    const { user } = await renderScreen({
      prepare: (orders) => orders.paymentSummary.mockRejectedValue(new Error('offline')),
    })
    await user.click(screen.getByRole('button', { name: 'Continue' }))
    await user.click(screen.getByRole('button', { name: 'Confirm' }))
    await waitFor(() => expect(screen.getByRole('button', { name: 'Error, try again' })).toBeTruthy())
    expect(screen.getAllByRole('alert').map((element) => element.textContent)).toContain(
      'something went wrong',
    )
  })

  it('lists the failed rows under the failure notice after a partial submit (part 2 §8)', async () => {
    const { user, onDone } = await renderScreen({
      prepare: (orders) => {
        const create = orders.create.getMockImplementation()
        orders.create.mockImplementation(async (code, order) => {
          if (order.uuid === 'row-2') throw new Error('refused')
          return (create as NonNullable<typeof create>)(code, order)
        })
      },
    })
    await user.click(screen.getByRole('button', { name: 'Continue' }))
    await user.click(screen.getByRole('button', { name: 'Confirm' }))
    await waitFor(() => expect(screen.getByRole('button', { name: 'Submited' })).toBeTruthy())
    await user.click(screen.getByRole('button', { name: 'Submit deliveries & Get Labels' }))
    await waitFor(() => expect(screen.getByText(FAILURE_NOTICE)).toBeTruthy(), { timeout: 3000 })
    expect(screen.getByText('Failed: Row 2')).toBeTruthy()
    expect(onDone).not.toHaveBeenCalled()
    // Priced again, the failed row is paid already: it is not charged again (part 2 §4.5).
    await user.click(screen.getByRole('button', { name: 'Submited' }))
    await user.click(screen.getByRole('button', { name: 'Confirm' }))
    const list = await screen.findByRole('list', { name: 'Price of each delivery' })
    expect(within(list).getByText('Paid, not charged again')).toBeTruthy()
  })
})
