import { describe, expect, it, vi } from 'vitest'
import { memoryStorage } from '../session/storage.ts'
import { createDeliveryType, type DeliveryTypeChoice, deliveryTypeColumns } from './deliveryTypes.ts'

const silent = { warn: vi.fn(), error: vi.fn() }

function choice(id: string): DeliveryTypeChoice {
  const found = deliveryTypeColumns({ valetEnabled: true })
    .flatMap((column) => column.choices)
    .find((each) => each.id === id)
  if (!found) throw new Error(`no choice ${id}`)
  return found
}

/** valtio notifies subscribers in a microtask: the store is saved after it. */
const settled = () => new Promise((resolve) => setTimeout(resolve, 0))

describe('deliveryTypeColumns (part 1 §2 Delivery-type chooser)', () => {
  it('shows Local Delivery and Intercity Delivery, each with single and both batches', () => {
    const columns = deliveryTypeColumns({ valetEnabled: false })
    expect(columns.map((column) => column.title)).toEqual(['Local Delivery', 'Intercity Delivery'])
    for (const column of columns) {
      expect(column.choices.map((each) => [each.label, each.screen])).toEqual([
        ['Single Delivery', 'details'],
        ['Batch (Many Drop Offs)', 'createOneToMany'],
        ['Batch (Many Pickups)', 'createManyToOne'],
      ])
    }
  })

  it('adds Valet Service with Valet and Vehicle Swap only when valet_enabled', () => {
    const columns = deliveryTypeColumns({ valetEnabled: true })
    expect(columns.map((column) => column.id)).toEqual(['local', 'intercity', 'valet'])
    const valet = columns[2]
    expect(valet?.title).toBe('Valet Service')
    expect(valet?.choices.map((each) => [each.label, each.screen])).toEqual([
      ['Valet', 'valet'],
      ['Vehicle Swap', 'valet'],
    ])
  })

  it('sets the intercity flag for the intercity column and the vehicle-swap flag for Vehicle Swap only', () => {
    const all = deliveryTypeColumns({ valetEnabled: true }).flatMap((column) =>
      column.choices.map((each) => [column.id, each.id, each.intercity, each.vehicleSwap]),
    )
    expect(all).toEqual([
      ['local', 'local-single', false, false],
      ['local', 'local-createOneToMany', false, false],
      ['local', 'local-createManyToOne', false, false],
      ['intercity', 'intercity-single', true, false],
      ['intercity', 'intercity-createOneToMany', true, false],
      ['intercity', 'intercity-createManyToOne', true, false],
      ['valet', 'valet', false, false],
      ['valet', 'vehicleSwap', false, true],
    ])
  })

  it('explains every option with a tooltip ("Tooltips explain each option")', () => {
    for (const column of deliveryTypeColumns({ valetEnabled: true })) {
      for (const each of column.choices) expect(each.tooltip).toMatch(/^[A-Z].{20,}\.$/)
    }
  })
})

describe('createDeliveryType (part 1 §3 Locally persisted state)', () => {
  it('starts as a local delivery that is not a vehicle swap', () => {
    expect(createDeliveryType().getSnapshot()).toEqual({ intercity: false, vehicleSwap: false })
  })

  it('sets both flags from the chosen option and resets them', () => {
    const store = createDeliveryType()
    store.choose(choice('intercity-createManyToOne'))
    expect(store.getSnapshot()).toEqual({ intercity: true, vehicleSwap: false })
    store.choose(choice('vehicleSwap'))
    expect(store.getSnapshot()).toEqual({ intercity: false, vehicleSwap: true })
    store.reset()
    expect(store.getSnapshot()).toEqual({ intercity: false, vehicleSwap: false })
  })

  it('saves the flags on every change and restores them at creation', async () => {
    const storage = memoryStorage()
    const first = createDeliveryType({ storage, logger: silent })
    first.choose(choice('intercity-single'))
    await settled()
    expect(JSON.parse(storage.getItem('waybill:deliveryType') ?? '')).toEqual({
      version: 1,
      data: { intercity: true, vehicleSwap: false },
    })
    expect(createDeliveryType({ storage, logger: silent }).getSnapshot()).toEqual({
      intercity: true,
      vehicleSwap: false,
    })
  })

  it('saves a choice at once and leaves nothing stored after a reset (logout, part 1 §2 Page chrome)', () => {
    const storage = memoryStorage()
    const store = createDeliveryType({ storage, logger: silent })
    store.choose(choice('vehicleSwap'))
    expect(createDeliveryType({ storage, logger: silent }).getSnapshot().vehicleSwap).toBe(true)
    store.reset()
    expect(storage.length).toBe(0)
  })

  it('drops a corrupt stored entry with a warning and starts from the defaults', () => {
    const storage = memoryStorage()
    storage.setItem('waybill:deliveryType', JSON.stringify({ version: 1, data: { intercity: 'yes' } }))
    const logger = { warn: vi.fn(), error: vi.fn() }
    expect(createDeliveryType({ storage, logger }).getSnapshot()).toEqual({
      intercity: false,
      vehicleSwap: false,
    })
    expect(logger.warn).toHaveBeenCalledOnce()
    expect(storage.getItem('waybill:deliveryType')).toBeNull()
  })
})
