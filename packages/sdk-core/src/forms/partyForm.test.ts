import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  isPartyComplete,
  isPartyValid,
  type PartyErrors,
  type PartyFormMode,
  type PartyValues,
  partyAddress,
  partyBlockMessage,
  pickupOrDropoffText,
  toNewContact,
  validateParty,
  w3wAddress,
  w3wWords,
} from './partyForm.ts'

const party: PartyValues = {
  name: 'Prairie Florist',
  address: '10220 104 Ave NW, Edmonton',
  w3w: '',
  phone: '780 555 1234, +1 403-555-9876',
  email: 'orders@prairie.example, ops@prairie.example',
}
const contact: PartyValues = {
  ...party,
  isPickup: true,
  isDropoff: false,
  latitude: 53.5461,
  longitude: -113.4938,
}
const batchContact: PartyValues = { ...party, phone: '(780) 555-1234', email: 'orders@prairie.example' }
const valuesOf: Record<PartyFormMode, PartyValues> = { party, contact, batchContact }

describe('partyForm', () => {
  it.each<PartyFormMode>(['party', 'contact', 'batchContact'])(
    'accepts a filled %s form (part 1 §5; part 2 §5.3)',
    (mode) => {
      const errors = validateParty(valuesOf[mode], mode)
      expect(errors).toEqual({})
      expect(isPartyValid(errors)).toBe(true)
      expect(partyBlockMessage(valuesOf[mode], mode)).toBeUndefined()
    },
  )

  it.each<[string, PartyFormMode, Partial<PartyValues>, PartyErrors]>([
    ['an empty name', 'party', { name: ' ' }, { name: 'Name is required' }],
    [
      'neither address nor w3w',
      'party',
      { address: '', w3w: '///' },
      { address: 'Address is required', w3w: 'w3w is required' },
    ],
    [
      'an invalid phone in the list',
      'party',
      { phone: '780 555 1234, 555-1234' },
      { phone: 'Phone number(s) must be valid' },
    ],
    ['an empty phone', 'party', { phone: '' }, { phone: 'Phone number(s) must be valid' }],
    ['an empty email', 'party', { email: ' ' }, { email: 'Email is required' }],
    [
      'an invalid email in the list',
      'party',
      { email: 'a@b.ca, nope' },
      { email: 'Enter valid email address(es)' },
    ],
    [
      'a contact neither pickup nor drop-off',
      'contact',
      { isPickup: false, isDropoff: false },
      { pickupOrDropoff: 'Pickup or Drop-Off is required' },
    ],
    ['a contact not located', 'contact', { latitude: null }, { coordinates: 'Validate the address first' }],
    ['a contact at longitude 0', 'contact', { longitude: 0 }, { coordinates: 'Validate the address first' }],
    [
      'a batch contact with a non-Canadian phone',
      'batchContact',
      { phone: '+44 207 946 0958' },
      { phone: 'Phone number must be valid' },
    ],
    [
      'a batch contact with two phones',
      'batchContact',
      { phone: '780 555 1234, 403 555 9876' },
      { phone: 'Phone number must be valid' },
    ],
    [
      'a batch contact with a bad email',
      'batchContact',
      { email: 'orders@' },
      { email: 'Enter valid email address(es)' },
    ],
  ])('refuses %s (%s mode; part 1 §5 Contact/party form, part 2 §5.3)', (_, mode, change, expected) => {
    const values = { ...valuesOf[mode], ...change }
    const errors = validateParty(values, mode)
    expect(errors).toEqual(expected)
    expect(isPartyValid(errors)).toBe(false)
    expect(partyBlockMessage(values, mode)).toBe('Please Check Your Data')
  })

  it.each<[string, Partial<PartyValues>]>([
    ['a what3words address and no street address', { address: '', w3w: 'filled.count.soap' }],
    ['a street address and no what3words address', { w3w: '' }],
  ])('accepts %s (part 1 §5: address unless w3w, w3w unless address)', (_, change) => {
    expect(validateParty({ ...party, ...change }, 'party')).toEqual({})
  })

  it('does not ask a draft side for pickup or drop-off use or coordinates (part 1 §5 saved contacts only)', () => {
    expect(validateParty({ ...party, isPickup: false, isDropoff: false, latitude: 0 }, 'party')).toEqual({})
  })

  it("shows the pickup-or-drop-off rule as 'Select Pickup or Drop-Off' (part 1 §5 saved contacts)", () => {
    const errors = validateParty({ ...contact, isPickup: false }, 'contact')
    expect(pickupOrDropoffText(errors)).toBe('Select Pickup or Drop-Off')
    expect(
      pickupOrDropoffText(validateParty({ ...contact, isPickup: false, isDropoff: true }, 'contact')),
    ).toBeUndefined()
  })

  it.each<[string, Partial<PartyValues>, boolean]>([
    ['a filled side', {}, true],
    ['a side located by what3words only', { address: '', w3w: '///filled.count.soap' }, true],
    ['a side without a name', { name: '' }, false],
    ['a side without an address', { address: '', w3w: '' }, false],
    ['a side without an email', { email: '' }, false],
    ['a side without a phone', { phone: ' ' }, false],
  ])(
    'treats %s as complete: %s (part 1 §5 "A side is valid only if ...", §2 Location details)',
    (_, change, complete) => {
      expect(isPartyComplete({ ...party, ...change })).toBe(complete)
    },
  )

  it.each([
    ['filled.count.soap', 'filled.count.soap', '///filled.count.soap'],
    ['///filled.count.soap', 'filled.count.soap', '///filled.count.soap'],
    [' // filled.count.soap ', 'filled.count.soap', '///filled.count.soap'],
    ['///', '', ''],
    ['', '', ''],
  ])('stores the what3words address %j as %j, address %j (part 1 §3 Contact)', (typed, words, address) => {
    expect(w3wWords(typed)).toBe(words)
    expect(w3wAddress(typed)).toBe(address)
  })

  it('normalises what3words slashes consistently whatever was typed (part 1 §3 Contact)', () => {
    const triple = fc
      .array(
        fc.string({ unit: fc.constantFrom(...'abcdefghijklmnopqrstuvwxyz'), minLength: 1, maxLength: 8 }),
        {
          minLength: 3,
          maxLength: 3,
        },
      )
      .map((words) => words.join('.'))
    fc.assert(
      fc.property(triple, fc.nat({ max: 4 }), fc.constantFrom('', ' '), (words, slashes, pad) => {
        const typed = `${pad}${'/'.repeat(slashes)}${words}${pad}`
        expect(w3wWords(typed)).toBe(words)
        expect(w3wAddress(typed)).toBe(`///${words}`)
        expect(w3wAddress(w3wAddress(typed))).toBe(w3wAddress(typed))
        expect(w3wWords(w3wAddress(typed))).toBe(words)
      }),
    )
  })

  it("keeps a street address and falls back to '///' and the triple (part 1 §3 Contact)", () => {
    expect(partyAddress(' 1 Main St ', 'filled.count.soap')).toBe('1 Main St')
    expect(partyAddress('', 'filled.count.soap')).toBe('///filled.count.soap')
  })

  it('builds the contact to save, a what3words contact with the address /// and the triple (part 1 §3, §7)', () => {
    const saved = toNewContact({
      ...contact,
      name: ' Prairie ',
      address: ' ',
      w3w: '///filled.count.soap',
      unit: ' 4 ',
    })
    expect(saved).toEqual({
      name: 'Prairie',
      address: '///filled.count.soap',
      unit: '4',
      w3w: 'filled.count.soap',
      phone: contact.phone,
      email: contact.email,
      isPickup: true,
      isDropoff: false,
      latitude: 53.5461,
      longitude: -113.4938,
    })
    expect(toNewContact(contact).w3w).toBeNull()
  })

  it('refuses to build a contact that is not located (part 1 §5 saved contacts)', () => {
    expect(() => toNewContact({ ...contact, latitude: 0 })).toThrow(TypeError)
  })
})
