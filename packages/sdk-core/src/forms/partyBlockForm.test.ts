import { describe, expect, it } from 'vitest'
import { FLORIST } from '../../test/draftFixtures.ts'
import { createOrderDraft, type OrderDraftStore } from '../draft/orderDraft.ts'
import { createPartyBlockForm, type PartyBlockForm } from './partyBlockForm.ts'

const NOT_SERVICED = 'This location is not currently serviced by waybill'
const EDMONTON = { address: '10150 100 St NW, Edmonton, AB T5J 0P6, Canada', lat: 53.5428, lng: -113.4913 }
const SOAP = { lat: 53.5512, lng: -113.4875 }
const NORTH = { lat: 62.4533, lng: -114.3701 }

function setup(): { draft: OrderDraftStore; form: PartyBlockForm } {
  const draft = createOrderDraft({ defaultInsuranceValue: 100, now: () => 0 })
  return { draft, form: createPartyBlockForm({ draft, side: 'pickup' }) }
}

/** A pickup side at the chosen, serviced Edmonton street address, with a trip estimate. */
function locatedAtStreet() {
  const made = setup()
  made.form.zoneAnswered(made.form.choosePlace(EDMONTON).token, null)
  made.draft.setTripEstimate({ distanceMetres: 8300, durationSeconds: 1250 })
  return made
}

describe("createPartyBlockForm (part 1 §2 Location details, §5 'Contact/party form')", () => {
  it('keeps typing as edits until flush writes them to the draft (part 1 §9 party form sync)', () => {
    const { draft, form } = setup()
    form.type('name', 'Corner Bakery')
    form.type('phone', '780-555-0142')
    expect(form.getSnapshot().values).toMatchObject({ name: 'Corner Bakery', phone: '780-555-0142' })
    expect(draft.getSnapshot().pickup.name).toBe('')
    form.flush()
    expect(draft.getSnapshot().pickup).toMatchObject({ name: 'Corner Bakery', phone: '780-555-0142' })
    expect(form.getSnapshot().edits).toEqual({})
  })

  it('locates the side from a chosen address in a serviced zone (part 1 §5, §7)', () => {
    const { draft } = locatedAtStreet()
    expect(draft.getSnapshot().pickup).toMatchObject({ address: EDMONTON.address, lat: 53.5428 })
  })

  it.each<[string, (form: PartyBlockForm) => void]>([
    ['the address was retyped', (form) => form.type('address', '10150')],
    ['the what3words address was retyped', (form) => form.type('w3w', 'filled')],
    ['a saved contact was picked', (form) => form.pickContact(FLORIST)],
    ['another place was chosen', (form) => void form.chooseW3w('filled.count.soap', SOAP)],
  ])('drops a zone answer arriving after %s (part 1 §5)', (_, change) => {
    const { draft, form } = setup()
    const check = form.choosePlace(EDMONTON)
    change(form)
    form.zoneAnswered(check.token, null)
    expect(draft.getSnapshot().pickup.address).not.toBe(EDMONTON.address)
    expect(form.getSnapshot().checking?.token).not.toBe(check.token)
  })

  it('drops edits not yet written when a saved contact is picked (part 1 §2)', () => {
    const { draft, form } = setup()
    form.type('name', 'Typed name')
    form.pickContact(FLORIST)
    form.flush()
    expect(draft.getSnapshot().pickup).toMatchObject({ contactId: 11, name: 'Northside Florist' })
  })

  it("keeps a refused address unlocated, with 'This location is not currently serviced by {brand}' (part 1 §5)", () => {
    const { draft, form } = setup()
    form.zoneAnswered(form.choosePlace({ ...EDMONTON, ...NORTH }).token, NOT_SERVICED)
    expect(draft.getSnapshot().pickup).toMatchObject({ address: EDMONTON.address, lat: 0 })
    expect(form.visibleMessages(false).address).toEqual([NOT_SERVICED])
  })

  it("says 'This address is not currently serviced by {brand}' in a batch's contact block, given the names (part 2 §8)", () => {
    const names = { brand: 'waybill', product: 'delivery' }
    const batch = createOrderDraft({ defaultInsuranceValue: 100, now: () => 0, batch: 'oneToMany' })
    const block = createPartyBlockForm({ draft: batch, side: 'pickup', names })
    block.zoneAnswered(block.choosePlace({ ...EDMONTON, ...NORTH }).token, NOT_SERVICED)
    expect(block.visibleMessages(false).address).toEqual([
      'This address is not currently serviced by waybill',
    ])
    block.zoneAnswered(block.chooseW3w('filled.count.soap', NORTH).token, NOT_SERVICED)
    expect(block.visibleMessages(false).w3w).toEqual([NOT_SERVICED])

    const single = createPartyBlockForm({ draft: setup().draft, side: 'pickup', names })
    single.zoneAnswered(single.choosePlace({ ...EDMONTON, ...NORTH }).token, NOT_SERVICED)
    expect(single.visibleMessages(false).address).toEqual([NOT_SERVICED])
  })

  it('keeps a located street address while a what3words address is typed (part 1 §3, §5)', () => {
    const { draft, form } = locatedAtStreet()
    form.type('w3w', 'filled.count')
    form.flush()
    expect(draft.getSnapshot()).toMatchObject({
      pickup: { address: EDMONTON.address, w3w: 'filled.count', lat: EDMONTON.lat, lng: EDMONTON.lng },
      distance: 8300,
      duration: 1250,
    })
  })

  it('keeps a located street address when a chosen what3words address is refused, showing its text (part 1 §5)', () => {
    const { draft, form } = locatedAtStreet()
    form.zoneAnswered(form.chooseW3w('frozen.lake.dogs', NORTH).token, NOT_SERVICED)
    expect(draft.getSnapshot().pickup).toMatchObject({ w3w: '', lat: EDMONTON.lat, lng: EDMONTON.lng })
    expect(form.getSnapshot().values.w3w).toBe('frozen.lake.dogs')
    expect(form.visibleMessages(false).w3w).toEqual([NOT_SERVICED])
    form.flush()
    expect(draft.getSnapshot().pickup.w3w).toBe('')
  })

  it("locates a side without a street address from a chosen what3words address, as '///' and the triple (part 1 §3)", () => {
    const { draft, form } = setup()
    form.zoneAnswered(form.chooseW3w('filled.count.soap', SOAP).token, null)
    expect(draft.getSnapshot().pickup).toMatchObject({
      address: '///filled.count.soap',
      w3w: 'filled.count.soap',
      ...SOAP,
    })
    form.type('w3w', 'filled.count.so')
    form.flush()
    expect(draft.getSnapshot().pickup).toMatchObject({ address: '///filled.count.so', lat: 0, lng: 0 })
  })

  it.each<[string, boolean, (form: PartyBlockForm) => void, Partial<Record<string, unknown>>]>([
    ['nothing until a field is left', false, () => {}, { name: [], address: [], block: null }],
    ['the left field only', false, (form) => form.leave('name'), { name: ['Name is required'], address: [] }],
    [
      "every message and 'Please Check Your Data' once Next was pressed",
      true,
      () => {},
      { name: ['Name is required'], address: ['Address is required'], block: 'Please Check Your Data' },
    ],
    [
      "'Validate the address first' under a typed, unchosen address",
      true,
      (form) => form.type('address', '10150 100 St'),
      { address: ['Validate the address first'] },
    ],
  ])('shows %s (part 1 §5, §8)', (_, showAll, act, expected) => {
    const { form } = setup()
    act(form)
    expect(form.visibleMessages(showAll)).toMatchObject(expected)
  })

  it.each<[string, (form: PartyBlockForm) => void, string]>([
    ['the name when nothing is filled', () => {}, 'name'],
    ['the email when only it is invalid', (form) => form.pickContact({ ...FLORIST, email: 'x@' }), 'email'],
    [
      'the address when typed but not chosen',
      (form) => {
        form.pickContact(FLORIST)
        form.type('address', '10150 100 St')
        form.flush()
      },
      'address',
    ],
    ['the picker when the side is valid', (form) => form.pickContact(FLORIST), 'contact'],
  ])('names %s as the first invalid field (part 1 §2)', (_, act, field) => {
    const { form } = setup()
    act(form)
    expect(form.firstInvalid()).toBe(field)
  })

  it('tells subscribers about its own changes and the draft side', async () => {
    const { draft, form } = setup()
    let calls = 0
    const stop = form.subscribe(() => calls++)
    form.type('name', 'A')
    await Promise.resolve()
    draft.setParty('pickup', { unit: '2' })
    await Promise.resolve()
    expect(calls).toBe(2)
    expect(form.getSnapshot().values).toMatchObject({ name: 'A', unit: '2' })
    stop()
  })
})
