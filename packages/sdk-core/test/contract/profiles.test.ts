import { describe, expect, it } from 'vitest'
import { createClient } from '../../src/client.ts'
import { silentLogger, useSandbox } from './fixtures.ts'

const sandbox = useSandbox()
const client = () => createClient({ baseUrl: sandbox().url, logger: silentLogger })

const off = {
  isValetEnabled: false,
  isExpressEnabled: false,
  isMyFleetEnabled: false,
  isOnHoldEnabled: false,
  isFavouriteAgentEnable: false,
  isPickupAvailability: false,
  isEFTPayment: false,
  isUserCredit: false,
  isSundayDeliveryEnabled: false,
}

// The seeded logins documented in docs/contract/accounts.md and apps/sandbox/README.md (issue 3: profiles
// that cover the flags of part 1 §3, §6 and part 2 §6, each with a documented login).
const profiles = [
  ['demo@waybill.test', 'waybill-demo', { ...off, isPickupAvailability: true, hasCardOnAccount: true }],
  [
    'flags@waybill.test',
    'waybill-flags',
    {
      isValetEnabled: true,
      isExpressEnabled: true,
      isMyFleetEnabled: true,
      isOnHoldEnabled: true,
      isFavouriteAgentEnable: true,
      isPickupAvailability: true,
      isEFTPayment: true,
      isUserCredit: true,
      isSundayDeliveryEnabled: true,
      credit: 2500,
    },
  ],
  [
    'valet@waybill.test',
    'waybill-valet',
    { ...off, isValetEnabled: true, isExpressEnabled: true, expressMaxTime: '15:00' },
  ],
  ['fleet@waybill.test', 'waybill-fleet', { ...off, isMyFleetEnabled: true, isOnHoldEnabled: true }],
  [
    'favourite@waybill.test',
    'waybill-favourite',
    { ...off, isFavouriteAgentEnable: true, isPickupAvailability: true },
  ],
  ['eft@waybill.test', 'waybill-eft', { ...off, isEFTPayment: true, hasCardOnAccount: false }],
  [
    'credit@waybill.test',
    'waybill-credit',
    { ...off, isUserCredit: true, credit: 5000, hasCardOnAccount: false },
  ],
  [
    'sunday@waybill.test',
    'waybill-sunday',
    {
      ...off,
      isSundayDeliveryEnabled: true,
      pickupHours: expect.objectContaining({ sunday: { start: '10:00', end: '14:00' } }),
    },
  ],
] as const

describe('seeded flag profiles (issue 3; docs/contract/accounts.md)', () => {
  it.each(profiles)('%s / %s logs in with exactly its flags', async (email, password, expected) => {
    const api = client()
    const account = await api.account.companyInfo(await api.auth.login({ email, password }))
    expect(account).toMatchObject({ email, ...expected })
  })
})
