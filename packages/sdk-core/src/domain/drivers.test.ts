import { describe, expect, it } from 'vitest'
import { canAddFavourite, type Driver } from './drivers.ts'

const driver = (id: number, isFavourite = false): Driver => ({
  id,
  name: `Driver ${id}`,
  imageProfile: null,
  isFavourite,
  company: 'Waybill',
})

describe('canAddFavourite', () => {
  it.each([
    ['a driver that is no favourite yet', driver(1), [driver(2)], true],
    ['a driver with no favourites at all', driver(1), [], true],
    ['a driver the server marks fav', driver(1, true), [], false],
    ['a driver already in the favourite list', driver(2), [driver(2)], false],
    ['a driver both marked and listed', driver(2, true), [driver(2)], false],
  ])('offers Add for %s: %j (part 2 §2.7, §3.6 fav)', (_, candidate, favourites, expected) => {
    expect(canAddFavourite(candidate, favourites)).toBe(expected)
  })
})
