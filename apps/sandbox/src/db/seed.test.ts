import { describe, expect, it } from 'vitest'
import { checkRowAddress } from '../batch/validateAddress.ts'
import { geocode } from '../geo/geocoder.ts'
import { openDatabase } from './schema.ts'
import { seedDatabase } from './seed.ts'

interface SeededBusiness {
  readonly email: string
  readonly street_address: string
  readonly pickup_city: string
  readonly pickup_province: string
  readonly pickup_postal_code: string
}

async function seededBusinesses(): Promise<SeededBusiness[]> {
  const db = openDatabase(':memory:')
  try {
    await seedDatabase(db)
    return db
      .prepare(
        `SELECT users.email, street_address, pickup_city, pickup_province, pickup_postal_code
           FROM businesses JOIN users ON users.id = businesses.user_id ORDER BY users.id`,
      )
      .all() as unknown as SeededBusiness[]
  } finally {
    db.close()
  }
}

// Issue 22 item 10: the batch script places the account's business address as its pickup (part 2 §7
// validate-address); the fleet@ and flags@ accounts stopped at 'could not be placed in a serviced zone'.
describe('seeded accounts', () => {
  it('have business addresses the geocoder places in their own city’s zone (part 2 §7 validate-address)', async () => {
    const businesses = await seededBusinesses()
    expect(businesses.map((business) => business.email)).toEqual(
      expect.arrayContaining(['demo@waybill.test', 'flags@waybill.test', 'fleet@waybill.test']),
    )
    expect(businesses.length).toBeGreaterThanOrEqual(8)
    const unplaced = businesses.filter(
      ({ street_address, pickup_city, pickup_province, pickup_postal_code }) => {
        const check = checkRowAddress({
          address: street_address,
          city: pickup_city,
          province: pickup_province,
          postal: pickup_postal_code,
        })
        const typed = `${street_address}, ${pickup_city}, ${pickup_province} ${pickup_postal_code}`
        return check.zone?.name !== pickup_city || geocode(typed)?.street !== street_address
      },
    )
    expect(unplaced.map(({ email, street_address }) => `${email}: ${street_address}`)).toEqual([])
  })
})
