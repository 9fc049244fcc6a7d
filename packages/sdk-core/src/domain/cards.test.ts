import { describe, expect, it } from 'vitest'
import { cardLabel } from './cards.ts'

describe('cardLabel', () => {
  it.each([
    [{ brand: 'Visa', number: '**** 4242' }, 'Visa **** 4242'],
    [{ brand: null, number: '**** 0005' }, '**** 0005'],
    [{ brand: '  ', number: '**** 0005' }, '**** 0005'],
    [{ brand: 'Mastercard', number: '5555 **** **** 4444' }, 'Mastercard 5555 **** **** 4444'],
  ])(
    'names the card %j as %j: brand and the masked number (part 2 §2.6 Cards table, §3.12)',
    (card, label) => {
      expect(cardLabel(card)).toBe(label)
    },
  )
})
