import { describe, expect, it } from 'vitest'
import { brandOf, DECLINED_NUMBER, DECLINES_CHARGES_NUMBER, hasExpired, passesLuhn } from './cardNumbers.ts'

describe('brandOf', () => {
  it.each([
    ['4242424242424242', 'Visa'],
    ['5555555555554444', 'Mastercard'],
    ['2223003122003222', 'Mastercard'],
    ['378282246310005', 'American Express'],
    ['6011111111111117', 'Discover'],
    ['3566002020360505', 'JCB'],
    ['9999999999999995', 'Card'],
  ])('names %s a %s card by its prefix', (number, brand) => {
    expect(brandOf(number)).toBe(brand)
  })
})

describe('passesLuhn', () => {
  it.each(['4242424242424242', '5555555555554444', DECLINED_NUMBER, DECLINES_CHARGES_NUMBER])(
    'accepts %s',
    (number) => {
      expect(passesLuhn(number)).toBe(true)
    },
  )

  it.each(['4242424242424241', '1234567812345678', '42424242424242a2', ''])('refuses %j', (number) => {
    expect(passesLuhn(number)).toBe(false)
  })
})

describe('hasExpired', () => {
  const june15 = Date.UTC(2026, 5, 15)
  it.each([
    ['05', '26', true],
    ['06', '26', false],
    ['07', '26', false],
    ['12', '25', true],
    ['01', '27', false],
  ])('a card expiring %s/%s on 15 June 2026: %s (valid to the end of its month)', (month, year, expired) => {
    expect(hasExpired(month, year, june15)).toBe(expired)
  })

  it('expires at the first instant of the next month', () => {
    expect(hasExpired('06', '26', Date.UTC(2026, 6, 1) - 1)).toBe(false)
    expect(hasExpired('06', '26', Date.UTC(2026, 6, 1))).toBe(true)
  })
})
