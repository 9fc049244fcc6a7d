import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  type CardErrors,
  type CardValues,
  formatCardNumber,
  isCardValid,
  stripCardNumber,
  toCardDetails,
  toCardUpdate,
  validateCard,
} from './cardForm.ts'

const card: CardValues = {
  name: 'Dana Scully',
  number: '4242 4242 4242 4242',
  expiryMonth: '07',
  expiryYear: '29',
  cvc: '123',
  postal: 'T5J 0N3',
}
const digitString = (min: number, max: number) =>
  fc.string({ unit: fc.constantFrom(...'0123456789'), minLength: min, maxLength: max })

describe('cardForm', () => {
  it.each([
    ['16 digits', '4242 4242 4242 4242'],
    ['19 digits', formatCardNumber('4242424242424242424')],
    ['a 5-character postal code', null],
  ])('accepts a card with %s (part 2 §5.5)', (_, number) => {
    const values = number === null ? { ...card, postal: '90210' } : { ...card, number }
    const errors = validateCard(values, 'add')
    expect(errors).toEqual({})
    expect(isCardValid(errors)).toBe(true)
  })

  it.each<[string, Partial<CardValues>, CardErrors]>([
    ['no name', { name: ' ' }, { name: 'Name on card is required' }],
    ['15 digits', { number: '4242 4242 4242 424' }, { number: 'Card is required 16 numbers' }],
    ['20 digits', { number: '4242 4242 4242 4242 4242' }, { number: 'Card is required 16 numbers' }],
    ['letters in the number', { number: '4242 4242 4242 424x' }, { number: 'Card is required 16 numbers' }],
    ['a 1-digit month', { expiryMonth: '7' }, { expiryMonth: 'Expire month is required 2 numbers' }],
    ['month 13', { expiryMonth: '13' }, { expiryMonth: 'Expire month is required 2 numbers' }],
    ['a 4-digit year', { expiryYear: '2029' }, { expiryYear: 'Expire year is required 2 numbers' }],
    [
      'a 4-character postal code',
      { postal: 'T5J0' },
      { postal: 'Postal Code is required 5 - 6 numbers/letters' },
    ],
    [
      'an 8-character postal code',
      { postal: 'T5J 0N3X' },
      { postal: 'Postal Code is required 5 - 6 numbers/letters' },
    ],
    [
      'a 2-digit CVC, though the message says 2 - 5',
      { cvc: '12' },
      { cvc: 'CVC/CVV is required 2 - 5 numbers' },
    ],
    ['a 6-digit CVC', { cvc: '123456' }, { cvc: 'CVC/CVV is required 2 - 5 numbers' }],
  ])('refuses %s (part 2 §5.5 Card form)', (_, change, expected) => {
    const errors = validateCard({ ...card, ...change }, 'add')
    expect(errors).toEqual(expected)
    expect(isCardValid(errors)).toBe(false)
  })

  it('accepts a 7-character postal code, though the message says 5 - 6 (part 2 §5.5)', () => {
    expect(validateCard({ ...card, postal: 'T5J 0N3' }, 'add')).toEqual({})
  })

  it('checks neither number nor CVC when editing a saved card (part 2 §5.5: the number is not editable)', () => {
    expect(validateCard({ ...card, number: '**** 4242', cvc: '' }, 'edit')).toEqual({})
    expect(validateCard({ ...card, number: '', cvc: '', expiryMonth: '00' }, 'edit')).toEqual({
      expiryMonth: 'Expire month is required 2 numbers',
    })
  })

  it.each([
    ['4242424242424242', '4242 4242 4242 4242'],
    ['42424', '4242 4'],
    ['4242 42-42', '4242 4242'],
    ['4242', '4242'],
    ['42424242424242424242', '4242 4242 4242 4242 424'],
    ['', ''],
  ])('groups the typed number %j as %j (part 2 §5.5: fours, max 19 digits)', (typed, shown) => {
    expect(formatCardNumber(typed)).toBe(shown)
  })

  it('gets back the typed digits by stripping the grouped number (part 2 §5.5)', () => {
    fc.assert(
      fc.property(digitString(0, 19), (digits) => {
        const shown = formatCardNumber(digits)
        expect(stripCardNumber(shown)).toBe(digits)
        expect(formatCardNumber(shown)).toBe(shown)
        expect(shown.split(' ').every((group, i, all) => group.length === 4 || i === all.length - 1)).toBe(
          true,
        )
      }),
    )
  })

  it('never shows more than 19 digits, whatever is typed (part 2 §5.5)', () => {
    fc.assert(
      fc.property(fc.string(), (typed) => {
        const digits = stripCardNumber(formatCardNumber(typed))
        expect(digits).toMatch(/^\d{0,19}$/)
        expect(typed.replace(/\D/g, '').startsWith(digits)).toBe(true)
      }),
    )
  })

  it('builds the details to send with the number stripped (part 2 §5.5, §7)', () => {
    expect(toCardDetails({ ...card, name: ' Dana Scully ', postal: ' T5J 0N3 ' })).toEqual({
      name: 'Dana Scully',
      number: '4242424242424242',
      expiryMonth: '07',
      expiryYear: '29',
      cvc: '123',
      postal: 'T5J 0N3',
    })
  })

  it('builds a saved card update without the number or the CVC (part 2 §5.5)', () => {
    expect(toCardUpdate(card)).toEqual({
      name: 'Dana Scully',
      expiryMonth: '07',
      expiryYear: '29',
      postal: 'T5J 0N3',
    })
  })
})
