import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  hasCoordinates,
  hasNoDigits,
  hasNoErrors,
  isCanadianPhone,
  isEmailList,
  isMobileNumber,
  isPhoneList,
  isPostalCode,
  isValidEmail,
  splitList,
  toMobileNumber,
} from './patterns.ts'

const digits = (n: number) =>
  fc.string({ unit: fc.constantFrom(...'0123456789'), minLength: n, maxLength: n })
const separator = fc.constantFrom('', ' ', '-')
/** One phone of the contact form's format (part 1 §5): optional +, optional 1-4 digit prefix, 3+3+4 digits. */
const listedPhone = fc
  .tuple(
    fc.boolean(),
    fc.option(fc.tuple(fc.integer({ min: 1, max: 4 }).chain(digits), separator)),
    digits(3),
    separator,
    digits(3),
    separator,
    digits(4),
  )
  .map(
    ([plus, prefix, a, s1, b, s2, c]) =>
      `${plus ? '+' : ''}${prefix ? prefix.join('') : ''}${a}${s1}${b}${s2}${c}`,
  )
const word = fc.string({
  unit: fc.constantFrom(...'abcdefghijklmnopqrstuvwxyz0123456789._-'),
  minLength: 1,
  maxLength: 8,
})
const email = fc
  .tuple(word, word, fc.constantFrom('ca', 'com', 'org'))
  .map(([user, host, tld]) => `${user}@${host}.${tld}`)
const comma = fc.constantFrom(',', ', ', ' , ')

describe('patterns', () => {
  it.each([
    ['dana@example.com', true],
    [' dana@example.com ', true],
    ['dana@example', false],
    ['dana @example.com', false],
    ['dana@@example.com', false],
    ['dana,ops@example.com', false],
  ])('reads %j as an email: %s (part 1 §5 Login)', (text, valid) => {
    expect(isValidEmail(text)).toBe(valid)
  })

  it.each([
    ['7805551234', true],
    ['780-555-1234', true],
    ['(780) 555-1234', true],
    ['+1 780 555 1234', true],
    ['1-780-555-1234', true],
    ['780.555.1234', true],
    ['555-1234', false],
    ['+44 20 7946 0958', false],
    ['780555123x', false],
    ['', false],
  ])('reads %j as a Canadian phone: %s (part 1 §5 Sign-up, Account details)', (text, valid) => {
    expect(isCanadianPhone(text)).toBe(valid)
  })

  it.each([
    ['7805551234', true],
    ['780 555 1234, +1 403-555-9876', true],
    ['+44 207 946 0958', true],
    ['780 555 1234,', false],
    ['780 555 1234; 403 555 9876', false],
    ['(780) 555-1234', false],
    ['555-1234', false],
    ['', false],
  ])('reads %j as a phone list: %s (part 1 §5 Contact/party form)', (text, valid) => {
    expect(isPhoneList(text)).toBe(valid)
  })

  it.each([
    ['7805551234', true],
    [' 7805551234 ', true],
    ['780-555-1234', false],
    ['780555123', false],
    ['17805551234', false],
  ])('reads %j as a 10-digit mobile: %s (part 2 §5.6)', (text, valid) => {
    expect(isMobileNumber(text)).toBe(valid)
  })

  it.each([
    ['(780) 555-0142', '7805550142'],
    ['780-555-0142', '7805550142'],
    ['780.555.0142', '7805550142'],
    [' 780 555 0142 ', '7805550142'],
    ['+1 780 555 0142', '7805550142'],
    ['1-780-555-0142', '7805550142'],
    ['7805550142', '7805550142'],
    ['555-0142', '5550142'],
    ['27805550142', '27805550142'],
  ])('sends %j as the mobile %j: digits only, a leading country 1 dropped (part 2 §5.6)', (text, mobile) => {
    expect(toMobileNumber(text)).toBe(mobile)
  })

  it('turns every valid Canadian phone into a valid 10-digit mobile (part 1 §5, part 2 §5.6)', () => {
    const canadianPhone = fc
      .tuple(
        fc.constantFrom('', '1', '+1', '1 ', '+1-', '1.'),
        digits(3),
        fc.boolean(),
        fc.constantFrom('', ' ', '-', '.'),
        digits(3),
        fc.constantFrom('', ' ', '-', '.'),
        digits(4),
      )
      .map(
        ([country, area, brackets, s1, b, s2, c]) =>
          `${country}${brackets ? `(${area})` : area}${s1}${b}${s2}${c}`,
      )
    fc.assert(
      fc.property(canadianPhone, (phone) => {
        expect(isCanadianPhone(phone)).toBe(true)
        expect(isMobileNumber(toMobileNumber(phone))).toBe(true)
      }),
    )
  })

  it.each([
    ['T5J 0N3', true],
    ['t5j0n3', true],
    ['T5J  0N3', false],
    ['T5J-0N3', false],
    ['12345', false],
  ])('reads %j as a Canadian postal code: %s (part 1 §5 Account details)', (text, valid) => {
    expect(isPostalCode(text)).toBe(valid)
  })

  it('finds digits in a city or province (part 1 §5 Account details)', () => {
    expect(hasNoDigits('Red Deer')).toBe(true)
    expect(hasNoDigits('Zone 4')).toBe(false)
  })

  it.each([
    [53.5, -113.5, true],
    [0, -113.5, false],
    [53.5, 0, false],
    [null, -113.5, false],
    [Number.NaN, -113.5, false],
    [91, -113.5, false],
    [53.5, 181, false],
  ])('treats (%s, %s) as located: %s (part 1 §5 saved contacts; part 2 §5.3)', (lat, lng, located) => {
    expect(hasCoordinates(lat, lng)).toBe(located)
  })

  it('counts a form as valid only when no field has a message', () => {
    expect(hasNoErrors({})).toBe(true)
    expect(hasNoErrors({ name: undefined })).toBe(true)
    expect(hasNoErrors({ name: 'Name is required' })).toBe(false)
  })

  it('splits any list of phones or emails back into its items (part 1 §5 comma-separated lists)', () => {
    fc.assert(
      fc.property(
        fc.array(fc.oneof(listedPhone, email), { minLength: 1, maxLength: 5 }),
        comma,
        (items, sep) => {
          expect(splitList(items.join(sep))).toEqual(items)
        },
      ),
    )
  })

  it('accepts every list of valid phones and refuses it once one item is broken (part 1 §5)', () => {
    fc.assert(
      fc.property(
        fc.array(listedPhone, { minLength: 1, maxLength: 5 }),
        comma,
        fc.nat(),
        fc.constantFrom('', '555-1234', 'call me'),
        (phones, sep, at, broken) => {
          expect(isPhoneList(phones.join(sep))).toBe(true)
          const spoiled = phones.toSpliced(at % (phones.length + 1), 0, broken)
          expect(isPhoneList(spoiled.join(sep))).toBe(false)
        },
      ),
    )
  })

  it('accepts every list of valid emails and refuses it once one item is broken (part 1 §5)', () => {
    fc.assert(
      fc.property(
        fc.array(email, { minLength: 1, maxLength: 5 }),
        comma,
        fc.nat(),
        fc.constantFrom('', 'dana@example', 'dana example.com'),
        (emails, sep, at, broken) => {
          expect(isEmailList(emails.join(sep))).toBe(true)
          const spoiled = emails.toSpliced(at % (emails.length + 1), 0, broken)
          expect(isEmailList(spoiled.join(sep))).toBe(false)
        },
      ),
    )
  })
})
