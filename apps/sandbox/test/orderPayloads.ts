let counter = 0

/** A valid order payload (part 2 §3.10) for the demo pickup, with a fresh uuid. */
export function orderPayload(
  apiCode: string,
  overrides: Record<string, unknown> = {},
): Record<string, unknown> {
  counter += 1
  return {
    is_delivery_webapp: 1,
    api_code: apiCode,
    uuid: `sandbox-test-${process.pid}-${counter}`,
    timezone: 'America/Edmonton',
    pickup_name: 'Prairie Parcel Co.',
    pickup_address: '10220 104 Ave NW, Edmonton, AB',
    pickup_phonenumber: '7805550142',
    pickup_email: 'shipping@prairieparcel.test',
    pickup_latitude: 53.5461,
    pickup_longitude: -113.4938,
    dropoff_name: 'Morgan Lee',
    dropoff_address: '8882 170 St NW, Edmonton, AB',
    dropoff_phonenumber: '7805550199',
    dropoff_email: 'morgan@example.test',
    dropoff_latitude: 53.5225,
    dropoff_longitude: -113.6242,
    item_name: `Sandbox parcel ${counter}`,
    description: '',
    size_category_id: 1,
    weight_category_id: 1,
    package_count: 1,
    pickup_type: 2,
    pickup_early_datetime: '2026-11-23 10:00:00',
    pickup_later_datetime: '2026-11-23 12:00:00',
    dropoff_type: 2,
    dropoff_early_datetime: '2026-11-23 12:00:00',
    dropoff_later_datetime: '2026-11-23 16:00:00',
    is_intercity: 0,
    ...overrides,
  }
}
