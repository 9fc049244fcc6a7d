import { describe, expect, it } from 'vitest'
import { OrderStatus } from './orderStatus.ts'
import {
  FINAL_TRACKING_STATUSES,
  isFinalTrackingStatus,
  isTrackingNotFound,
  isTrackingUuid,
  TRACKING_NOT_FOUND_POLLS,
  trackingPath,
} from './tracking.ts'

const UUID = '3b241101-e2bb-4255-8caf-4136c566a962'

describe('isTrackingUuid (part 2 §2.1 /order-tracking/{uuid}; docs/contract/tracking.md)', () => {
  it.each([UUID, UUID.toUpperCase()])('accepts the random (version 4) uuid %s', (uuid) => {
    expect(isTrackingUuid(uuid)).toBe(true)
  })

  it.each([
    '',
    'seed-pra-0001',
    '1042',
    `${UUID}x`,
    ` ${UUID}`,
    UUID.replaceAll('-', ''),
    '3b241101-e2bb-4255-8caf-4136c566a96g',
    '../3b241101-e2bb-4255-8caf-4136c566a9',
    '00000000-0000-0000-0000-000000000000',
    '3b241101-e2bb-1255-8caf-4136c566a962', // version 1: time-based, guessable
    '3b241101-e2bb-4255-0caf-4136c566a962', // not the RFC 4122 variant
  ])('refuses %j: guessable or not a uuid', (uuid) => {
    expect(isTrackingUuid(uuid)).toBe(false)
  })
})

describe('trackingPath (part 1 §2 route table)', () => {
  it('builds /order-tracking/{uuid} for a trackable uuid, as given', () => {
    expect(trackingPath(UUID)).toBe(`/order-tracking/${UUID}`)
  })

  it('gives null for a uuid that is not trackable, so that no link is offered', () => {
    expect(trackingPath('PO-1042')).toBeNull()
  })
})

describe('isFinalTrackingStatus (part 1 §4)', () => {
  it.each([6, 8, 9, 10, 11, 12, 18, 19])('status %i ends the delivery', (status) => {
    expect(isFinalTrackingStatus(status)).toBe(true)
  })

  it.each([1, 2, 3, 4, 5, 7, 13, 14, 15, 16, 17, 50, 51, 99])('status %i can still change', (status) => {
    expect(isFinalTrackingStatus(status)).toBe(false)
  })

  it('names delivered, cancelled and returned by their constants', () => {
    expect(FINAL_TRACKING_STATUSES).toEqual(
      expect.arrayContaining([OrderStatus.Delivered, OrderStatus.CanceledByUser, OrderStatus.Returned]),
    )
  })
})

describe('isTrackingNotFound (part 2 §2.1 public tracking page; docs/contract/tracking.md)', () => {
  it('gives an unknown link up at its first 404', () => {
    expect(isTrackingNotFound(1, false)).toBe(true)
  })

  it.each([
    [1, false],
    [TRACKING_NOT_FOUND_POLLS, true],
    [TRACKING_NOT_FOUND_POLLS + 1, true],
  ])('once the delivery was shown, %i 404s in a row give it up: %s', (inRow, gone) => {
    expect(TRACKING_NOT_FOUND_POLLS).toBe(2)
    expect(isTrackingNotFound(inRow, true)).toBe(gone)
  })
})
