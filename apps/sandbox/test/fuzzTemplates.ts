import type { ApiPaths } from '@waybill/sdk-core/wire'
import { orderPayload } from './orderPayloads.ts'

const EDMONTON = { lat: 53.5461, lon: -113.4938 }

function party(prefix: string) {
  return {
    name: `${prefix} party`,
    address: '10220 104 Ave NW, Edmonton, AB',
    phonenumber: '7805550142',
    email: 'party@example.test',
    latitude: EDMONTON.lat,
    longitude: EDMONTON.lon,
  }
}

/**
 * An order payload with every optional field of part 1 §3 and part 2 §3.10 set to a sound value, so that the fuzz
 * can break each of them.
 */
function fullOrder(api: string): Record<string, unknown> {
  return orderPayload(api, {
    client_uuid: 'fuzz-client-uuid',
    user_latitude: 53.5,
    user_longitude: -113.5,
    customer_note: 'Unit#: 4',
    items: [{ name: 'Parcel', length: 0, width: 0, height: 0, weight: 0 }],
    images: ['https://example.test/photo.jpg'],
    distance: 9000,
    duration: 900,
    number_of_trip: 1,
    polyline: '',
    multi_package: [{ size_category_id: 1, weight_category_id: 1, packages: 2 }],
    do_special_time: 0,
    is_express: 0,
    dropoff_method: 1,
    drop_off_address_type: 2,
    special_care: 1,
    require_in_person_confirmation: 1,
    is_assign_favourite_driver: 0,
    assign_my_fleet_driver: 0,
    insurance_value: 250,
    card_id: null,
    originalId: null,
    applied_credit: 0,
    billable_amount: 0,
    delivery_fee: 0,
    premiums_fee: 0,
    promo_amount: 0,
    sub_total: 0,
    sweeten_amount: 0,
    tax_rate: 0,
    taxes: 0,
    is_sweeten_deal: 0,
  })
}

/** A well-formed body for each route that reads one, keyed by path; the fuzz breaks it. */
export function bodyTemplates(paths: ApiPaths, api: string): Record<string, () => unknown> {
  const { lat, lon } = EDMONTON
  const trip = { originLat: lat, originLon: lon, destinationLat: 53.5225, destinationLon: -113.6242 }
  const { api_code: _code, ...orderFields } = fullOrder(api)
  return {
    [paths.login]: () => ({ username: 'demo@waybill.test', password: 'wrong password' }),
    [paths.signUp]: () => ({
      company_name: 'Fuzz Co.',
      first_name: 'Fuzz',
      last_name: 'Tester',
      password: 'fuzz-password',
      password_confirmation: 'fuzz-password',
      email: 'fuzz@example.test',
      mobile: '7805550100',
      operating_region: 1,
    }),
    [paths.updateMobile]: () => ({ mobile: '7805550142', api_key: api }),
    [paths.pickupAddress]: () => ({
      api_key: api,
      business_appt_number: '',
      business_street_address: '10220 104 Ave NW',
      business_pickup_city: 'Edmonton',
      business_pickup_province: 'AB',
      business_pickup_postal_code: 'T5J 0H6',
    }),
    [paths.pickupHours]: () => ({ api_key: api, monday_start: '09:00', monday_end: '16:00' }),
    [paths.updateUser]: () => ({
      api_key: api,
      firstName: 'Dana',
      lastName: 'Demo',
      businessName: 'Prairie Parcel Co.',
      email: 'demo@waybill.test',
      mobile: '7805550142',
    }),
    [paths.forgotPassword]: () => ({ email: 'nobody@example.test' }),
    [paths.verifyOtp]: () => ({ email: 'nobody@example.test', otp: '123456', reset_password_token: 't' }),
    [paths.resetPassword]: () => ({
      password: 'p',
      password_confirmation: 'p',
      otp: '123456',
      reset_password_token: 't',
    }),
    [paths.cardToken]: () => ({
      name: 'Dana Demo',
      number: '4242424242424242',
      expiry_month: '12',
      expiry_year: '30',
      cvc: '123',
      postal: 'T5J 0H6',
    }),
    [paths.cards]: () => ({ token: 'tok_fuzz', api_key: api }),
    [paths.card]: () => ({ api_key: api, name: 'Dana Demo', expiry_month: '12', expiry_year: '30' }),
    [paths.addFavouriteDriver]: () => ({ api_code: api, driver_id: 1 }),
    [paths.paymentSummary]: () => fullOrder(api),
    [paths.createOrder]: () => fullOrder(api),
    [paths.createOnHoldOrders]: () => [fullOrder(api), fullOrder(api)],
    [paths.updateOnHoldOrder]: () => ({
      api_code: api,
      delivery: { ...orderFields, id: 1 },
      pickupData: party('pickup'),
      dropoffData: party('drop-off'),
    }),
    [paths.cancelOrder]: () => ({ cancellation_reason_id: 1, note: 'Ordered twice', api_code: api }),
    [paths.cancelOrderOld]: () => ({ api_key: api, delivery_id: 1 }),
    [paths.prepay]: () => ({ api_code: api, amount: 1500 }),
    [paths.sendLabels]: () => ({ api_key: api, ids: [1, 2] }),
    [paths.zoneFromCoordinate]: () => ({ lat, lon }),
    [paths.w3wSuggestions]: () => ({ seed: 'index.home.raft' }),
    [paths.w3wConvertToCoords]: () => ({ what3words: 'index.home.raft' }),
    [paths.getTimeDistance]: () => ({
      api_code: api,
      pickup_latitude: lat,
      pickup_longitude: lon,
      dropoff_latitude: 53.5225,
      dropoff_longitude: -113.6242,
    }),
    [paths.isIntercity]: () => trip,
    [paths.getDistance]: () => trip,
    [paths.isIntercityByProduct]: () => trip,
    [paths.getDistanceByProduct]: () => trip,
    [paths.customTimes]: () => ({ api_key: api, api_code: api, lat, lon, local_intercity: 0 }),
    [paths.placesAutocomplete]: () => ({ input: '10220 104 Ave' }),
    [paths.placesGeocode]: () => ({ address: '10220 104 Ave NW, Edmonton' }),
    [paths.userContacts]: () => ({
      name: 'Fuzz Contact',
      address: '10220 104 Ave NW, Edmonton, AB',
      unit: '',
      w3w: null,
      phone: '7805550142',
      email: 'contact@example.test',
      is_pickup: 1,
      is_dropoff: 0,
      latitude: lat,
      longitude: lon,
      api_code: api,
    }),
    [paths.validateAddress]: () => ({
      api_code: api,
      name: 'Row',
      address: '10220 104 Ave NW',
      city: 'Edmonton',
      province: 'AB',
      package_count: 1,
      insurance_value: 100,
      latitude: lat,
      longitude: lon,
      assign_my_fleet_driver: null,
    }),
    '/__sandbox/simulator/step': () => ({ ms: 1000 }),
  }
}

/** A well-formed query for each route that reads one, keyed by path. */
export function queryTemplates(paths: ApiPaths, api: string): Record<string, Record<string, string>> {
  const page = { api_key: api, draw: '1', length: '25', start: '0', deliveryView: '3' }
  return {
    [paths.companyInfo]: { api_key: api },
    [paths.cards]: { api_key: api },
    [paths.card]: { api_key: api },
    [paths.myFleet]: { api_code: api },
    [paths.myFleetCode]: { api_code: api },
    [paths.removeFleetDriver]: { api_code: api, driver_id: '1' },
    [paths.favouriteDrivers]: { api_code: api },
    [paths.drivers]: { api_code: api },
    [paths.removeFavouriteDriver]: { api_code: api, driver_id: '1' },
    [paths.ordersPage]: { ...page, searching: '', searchingDate: '2026-11-23', status: 'all' },
    [paths.bundleOrders]: { api_key: api, bundleId: '1', deliveryView: '3' },
    [paths.orderPositions]: { api_key: api, deliveryView: '3' },
    [paths.onlineDrivers]: { api_key: api },
    [paths.orderLabel]: { api_code: api, update: '1' },
    [paths.pickupTimesForLabels]: { api_code: api, date: '2026-11-23' },
    [paths.orderedLabels]: {
      api_code: api,
      update: '1',
      order: 'asc',
      ids: '1,2',
      allLabels: '0',
      small: '0',
      pickupDate: '2026-11-23',
      pickupTime: '10:00 - 12:00',
    },
    [paths.orderedLabelsFile]: { token: '0123456789abcdef0123456789abcdef' },
    [paths.userContacts]: { api_code: api },
    [paths.userContactsTable]: { api_code: api },
    [paths.userContact]: { api_code: api },
    [paths.multiDeliveries]: { api_key: api },
    [paths.photoFile]: { token: '0123456789abcdef0123456789abcdef' },
  }
}
