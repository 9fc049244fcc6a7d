import type { SeedAccount } from './seed.ts'

type Flags = SeedAccount['flags']
type Hours = SeedAccount['hours'][number]

/** Every account flag off: profiles turn on only what they are about. */
export const OFF: Flags = {
  enable_favourite_agent: 0,
  is_pickup_availability: 0,
  on_hold: 0,
  enable_my_fleet: 0,
  valet_enabled: 0,
  express_enabled: 0,
  is_eft_payment: 0,
  is_use_credit: 0,
  is_sunday_delivery_enabled: 0,
}

const WEEKDAY: Hours = ['09:00:00', '16:00:00']
const EVERY_DAY: readonly Hours[] = Array.from({ length: 7 }, () => WEEKDAY)

/**
 * The flag profiles beside the demo and all-flags accounts: each turns on one related group of flags and
 * nothing else, so a screen can be tried with exactly that behaviour (issue 3; logins in
 * docs/contract/accounts.md and apps/sandbox/README.md). Passwords are `waybill-<name>`.
 */
export const PROFILE_ACCOUNTS: readonly SeedAccount[] = [
  {
    login: { email: 'valet@waybill.test', password: 'waybill-valet' },
    first_name: 'Vera',
    last_name: 'Valet',
    mobile: '7805550111',
    billing_address: null,
    operating_region_id: 1,
    credit_cents: 0,
    express_max_time: '15:00',
    flags: { ...OFF, valet_enabled: 1, express_enabled: 1 },
    business: ['Northgate Auto Valet', '13560 Fort Rd NW', null, 'Edmonton', 'AB', 'T5A 1C3'],
    hours: EVERY_DAY,
    cards: [['Mastercard', '4444', '06', '28']],
  },
  {
    login: { email: 'fleet@waybill.test', password: 'waybill-fleet' },
    first_name: 'Fiona',
    last_name: 'Fleet',
    mobile: '7805550122',
    billing_address: null,
    operating_region_id: 1,
    credit_cents: 0,
    express_max_time: null,
    flags: { ...OFF, enable_my_fleet: 1, on_hold: 1 },
    business: ['Own Wheels Distribution', '11420 170 St NW', 'Unit 4', 'Edmonton', 'AB', 'T5S 1L7'],
    hours: EVERY_DAY,
    cards: [['Visa', '1881', '03', '30']],
  },
  {
    login: { email: 'favourite@waybill.test', password: 'waybill-favourite' },
    first_name: 'Farah',
    last_name: 'Favourite',
    mobile: '7805550133',
    billing_address: null,
    operating_region_id: 1,
    credit_cents: 0,
    express_max_time: null,
    flags: { ...OFF, enable_favourite_agent: 1, is_pickup_availability: 1 },
    business: ['Bloom & Stem Florists', '10135 82 Ave NW', null, 'Edmonton', 'AB', 'T6E 1Z4'],
    hours: EVERY_DAY,
    cards: [['Visa', '4242', '11', '29']],
  },
  {
    login: { email: 'eft@waybill.test', password: 'waybill-eft' },
    first_name: 'Evan',
    last_name: 'Transfer',
    mobile: '4035550144',
    billing_address: 'accounts@ledger.example, ap@ledger.example',
    operating_region_id: 2,
    credit_cents: 0,
    express_max_time: null,
    flags: { ...OFF, is_eft_payment: 1 },
    business: ['Ledger & Co. Supplies', '4909 48 St', null, 'Red Deer', 'AB', 'T4N 1S8'],
    hours: EVERY_DAY,
    cards: [],
  },
  {
    login: { email: 'credit@waybill.test', password: 'waybill-credit' },
    first_name: 'Cora',
    last_name: 'Credit',
    mobile: '4035550155',
    billing_address: null,
    operating_region_id: 3,
    credit_cents: 5000,
    express_max_time: null,
    flags: { ...OFF, is_use_credit: 1 },
    business: ['Prepaid Pantry', '815 17 Ave SW', null, 'Calgary', 'AB', 'T2T 0A1'],
    hours: EVERY_DAY,
    cards: [],
  },
  {
    login: { email: 'sunday@waybill.test', password: 'waybill-sunday' },
    first_name: 'Sunny',
    last_name: 'Sunday',
    mobile: '4035550166',
    billing_address: null,
    operating_region_id: 3,
    credit_cents: 0,
    express_max_time: null,
    flags: { ...OFF, is_sunday_delivery_enabled: 1 },
    business: ['Seven Day Goods', '1632 14 Ave NW', null, 'Calgary', 'AB', 'T2N 1M7'],
    hours: [['10:00:00', '14:00:00'], WEEKDAY, WEEKDAY, WEEKDAY, WEEKDAY, WEEKDAY, ['10:00:00', '14:00:00']],
    cards: [['Visa', '4242', '08', '31']],
  },
]
