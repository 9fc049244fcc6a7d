import { describe, expect, it } from 'vitest'
import { splitFullName } from './auth.ts'

describe('splitFullName', () => {
  it.each([
    ['Ada Lovelace', 'Ada', 'Lovelace'],
    ['Ada Lovelace King', 'Ada', 'Lovelace King'],
    ['  Ada \t Lovelace   King  ', 'Ada', 'Lovelace King'],
    ['Cher', 'Cher', ''],
    ['', '', ''],
  ])(
    'splits %j: the first word is the first name, the rest the last name (part 1 §5)',
    (full, first, last) => {
      expect(splitFullName(full)).toEqual({ firstName: first, lastName: last })
    },
  )
})
