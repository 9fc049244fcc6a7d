import { describe, expect, it, vi } from 'vitest'
import { type ContactForm, type ContactTextField, createContactForm } from './contactForm.ts'

const NOT_SERVICED = 'This location is not currently serviced by waybill'
const EDMONTON = { address: '10150 100 St NW, Edmonton, AB T5J 0P6, Canada', lat: 53.5428, lng: -113.4913 }
const SOAP = { lat: 53.5512, lng: -113.4875 }

/** A form with every field but the located ones filled validly, and Pickup ticked. */
function detailsFilled(): ContactForm {
  const form = createContactForm()
  form.type('name', 'Corner Bakery')
  form.type('phone', '780-555-0142')
  form.type('email', 'orders@bakery.test')
  form.setUse('isPickup', true)
  return form
}

/** A form ready to add: details filled, the Edmonton address chosen and answered serviced. */
function ready(): ContactForm {
  const form = detailsFilled()
  form.zoneAnswered(form.choosePlace(EDMONTON).token, null)
  return form
}

describe("createContactForm (part 1 §5 'Contact/party form', saved contacts)", () => {
  it('starts empty, touched nowhere, with only "Select Pickup or Drop-Off" showing', () => {
    const form = createContactForm()
    const state = form.getSnapshot()
    expect(state.values).toMatchObject({ name: '', address: '', w3w: '', isPickup: false, isDropoff: false })
    expect(state.canAdd).toBe(false)
    expect(state.errors).toMatchObject({
      name: 'Name is required',
      coordinates: 'Validate the address first',
    })
    expect(state.messages).toEqual({
      name: undefined,
      address: [],
      w3w: [],
      phone: undefined,
      email: undefined,
      pickupOrDropoff: 'Select Pickup or Drop-Off',
    })
  })

  it('shows the Add Contact button once valid, located and serviced (part 1 §5)', () => {
    const form = ready()
    expect(form.getSnapshot()).toMatchObject({ canAdd: true, checking: false, errors: {} })
    expect(form.toNewContact()).toEqual({
      name: 'Corner Bakery',
      address: EDMONTON.address,
      unit: '',
      w3w: null,
      phone: '780-555-0142',
      email: 'orders@bakery.test',
      isPickup: true,
      isDropoff: false,
      latitude: EDMONTON.lat,
      longitude: EDMONTON.lng,
    })
  })

  it.each<[string, (form: ContactForm) => void]>([
    ['the name is cleared', (form) => form.type('name', ' ')],
    ['the phone list has a short number', (form) => form.type('phone', '780-555-0142, 555-12')],
    ['the email is not an address', (form) => form.type('email', 'orders@bakery')],
    ['neither Pickup nor Drop Off is ticked', (form) => form.setUse('isPickup', false)],
    ['the address is edited away from the chosen place', (form) => form.type('address', '10150 100 St')],
    ['another address is chosen and its zone check runs', (form) => void form.choosePlace(EDMONTON)],
    [
      'the chosen address is not serviced',
      (form) => form.zoneAnswered(form.choosePlace({ ...EDMONTON, lat: 62.45 }).token, NOT_SERVICED),
    ],
    [
      'a chosen what3words address is not serviced, though the address is',
      (form) =>
        form.zoneAnswered(
          form.chooseW3w('frozen.lake.dogs', { lat: 62.45, lng: -114.37 }).token,
          NOT_SERVICED,
        ),
    ],
  ])('hides the Add Contact button when %s (part 1 §5)', (_, change) => {
    const form = ready()
    change(form)
    expect(form.getSnapshot().canAdd).toBe(false)
    expect(() => form.toNewContact()).toThrow(TypeError)
  })

  it.each<[string, (form: ContactForm) => void, Partial<Record<'address' | 'w3w', string[]>>]>([
    [
      'an address typed, no suggestion chosen, field left',
      (form) => form.type('address', '10150 100 St'),
      {
        address: ['Validate the address first'],
      },
    ],
    [
      'a what3words address typed, no suggestion chosen, field left',
      (form) => form.type('w3w', '///filled.count'),
      { address: [], w3w: ['Validate the address first'] },
    ],
    ['both left empty', () => {}, { address: ['Address is required'], w3w: ['w3w is required'] }],
    [
      'an unserviced address chosen',
      (form) => form.zoneAnswered(form.choosePlace({ ...EDMONTON, lat: 62.45 }).token, NOT_SERVICED),
      { address: [NOT_SERVICED], w3w: [] },
    ],
    [
      'the what3words address chosen while the typed address was never chosen',
      (form) => {
        form.type('address', '10150 100 St')
        form.zoneAnswered(form.chooseW3w('filled.count.soap', SOAP).token, null)
      },
      { address: [], w3w: [] },
    ],
  ])('under the located fields, once left: %s (part 1 §5)', (_, change, expected) => {
    const form = detailsFilled()
    change(form)
    for (const field of ['address', 'w3w'] as const) form.leave(field)
    expect(form.getSnapshot().messages).toMatchObject(expected)
  })

  it('waits for the user to leave a located field before asking to validate it (no message while typing)', () => {
    const form = detailsFilled()
    form.type('address', '10150')
    expect(form.getSnapshot().messages.address).toEqual([])
    expect(form.getSnapshot().canAdd).toBe(false)
    form.leave('address')
    expect(form.getSnapshot().messages.address).toEqual(['Validate the address first'])
  })

  it.each<[ContactTextField, string, string]>([
    ['name', ' ', 'Name is required'],
    ['phone', '555-12', 'Phone number(s) must be valid'],
    ['email', 'orders@bakery', 'Enter valid email address(es)'],
    ['email', '', 'Email is required'],
  ])('shows the %s message word for word once typed in (part 1 §5): %j', (field, text, message) => {
    const form = createContactForm()
    expect(form.getSnapshot().messages[field as 'name']).toBeUndefined()
    form.type(field, text)
    expect(form.getSnapshot().messages[field as 'name']).toBe(message)
  })

  it('lets the address point win over the what3words point', () => {
    const form = detailsFilled()
    form.zoneAnswered(form.chooseW3w('filled.count.soap', SOAP).token, null)
    expect(form.getSnapshot().point).toEqual(SOAP)
    form.zoneAnswered(form.choosePlace(EDMONTON).token, null)
    expect(form.getSnapshot().point).toEqual({ lat: EDMONTON.lat, lng: EDMONTON.lng })
    expect(form.toNewContact()).toMatchObject({ address: EDMONTON.address, w3w: 'filled.count.soap' })
  })

  it.each<[string, string, boolean]>([
    ['the same text with spaces around it', '  10150 100 St NW, Edmonton, AB T5J 0P6, Canada ', true],
    ['a different text', '10150 100 St NW', false],
  ])('keeps the chosen address when the text typed is %s: %s', (_, typed, kept) => {
    const form = ready()
    form.type('address', typed)
    expect(form.getSnapshot().spots.address !== null).toBe(kept)
  })

  it.each<[string, string, boolean]>([
    ["with '///' in front", '///filled.count.soap', true],
    ['with spaces around it', ' filled.count.soap ', true],
    ['with one word changed', 'filled.count.soaps', false],
  ])('keeps the chosen what3words address when it is typed %s', (_, typed, kept) => {
    const form = detailsFilled()
    form.zoneAnswered(form.chooseW3w('filled.count.soap', SOAP).token, null)
    form.type('w3w', typed)
    expect(form.getSnapshot().spots.w3w !== null).toBe(kept)
  })

  it('drops a zone answer of an earlier choice, whatever order the answers come in', () => {
    const form = detailsFilled()
    const north = form.choosePlace({ ...EDMONTON, address: 'Yellowknife', lat: 62.45 })
    const south = form.choosePlace(EDMONTON)
    form.zoneAnswered(south.token, null)
    form.zoneAnswered(north.token, NOT_SERVICED)
    expect(form.getSnapshot()).toMatchObject({ canAdd: true, messages: { address: [] } })
  })

  it('keeps the button hidden while a zone check runs, and drops the answer of a choice typed away', () => {
    const form = detailsFilled()
    const check = form.choosePlace(EDMONTON)
    expect(check.point).toEqual({ lat: EDMONTON.lat, lng: EDMONTON.lng })
    expect(form.getSnapshot()).toMatchObject({ checking: true, canAdd: false })
    form.type('address', 'somewhere else')
    form.zoneAnswered(check.token, null)
    expect(form.getSnapshot()).toMatchObject({ checking: false, canAdd: false, point: null })
  })

  it('keeps one snapshot until something changes, and tells subscribers when it does', async () => {
    const form = createContactForm()
    const listener = vi.fn()
    form.subscribe(listener)
    const before = form.getSnapshot()
    expect(form.getSnapshot()).toBe(before)
    form.type('name', 'Corner Bakery')
    await Promise.resolve()
    expect(listener).toHaveBeenCalled()
    const after = form.getSnapshot()
    expect(after).not.toBe(before)
    expect(after.values.name).toBe('Corner Bakery')
    expect(form.getSnapshot()).toBe(after)
  })
})
