import { describe, expect, it } from 'vitest'
import { accountMessages } from './messages/account.ts'
import { authMessages } from './messages/auth.ts'
import { batchMessages } from './messages/batch.ts'
import { batchImportMessages } from './messages/batchImport.ts'
import { batchMappingMessages } from './messages/batchMapping.ts'
import { batchRowsMessages } from './messages/batchRows.ts'
import { batchScreenMessages } from './messages/batchScreen.ts'
import { batchSubmitMessages } from './messages/batchSubmit.ts'
import { batchTemplateMessages } from './messages/batchTemplate.ts'
import { batchValidateMessages } from './messages/batchValidate.ts'
import { chromeMessages } from './messages/chrome.ts'
import { contactsMessages } from './messages/contacts.ts'
import { dashboardMessages } from './messages/dashboard.ts'
import { dashboardActionsMessages } from './messages/dashboardActions.ts'
import { dashboardListMessages } from './messages/dashboardList.ts'
import { driversMessages } from './messages/drivers.ts'
import { embedMessages } from './messages/embed.ts'
import { generalMessages } from './messages/general.ts'
import { labelsMessages } from './messages/labels.ts'
import { mapsMessages } from './messages/maps.ts'
import { multiDeliveryMessages } from './messages/multiDelivery.ts'
import { onboardingMessages } from './messages/onboarding.ts'
import { orderFormMessages } from './messages/orderForm.ts'
import { orderingMessages } from './messages/ordering.ts'
import { photosMessages } from './messages/photos.ts'
import { shipmentMessages } from './messages/shipment.ts'
import { summaryMessages } from './messages/summary.ts'
import { timePickerMessages } from './messages/timePicker.ts'
import { trackingMessages } from './messages/tracking.ts'
import { widgetMessages } from './messages/widget.ts'
import { fillNames, fillText, messages } from './messages.ts'

// Every message text of both spec documents, copied word for word (typos and the double space included). Each
// must be a catalogue entry: widgets show only catalogue texts, so a text that is not here cannot reach a user.
const PART_1 = [
  // §5 Login, Sign-up, Account details
  'Enter a valid email address',
  'Email is required',
  'Password is required',
  'Full name is required',
  'Business name is required',
  'Phone number must be valid',
  'Region is required',
  'Phone number is required',
  'Address is required',
  'City is required',
  'Invalid entry',
  'Province is required',
  'A postal code is required',
  'Must be a valid postal code',
  // §5 Contact/party form
  'Name is required',
  'w3w is required',
  'Phone number(s) must be valid',
  'Enter valid email address(es)',
  'This location is not currently serviced by {brand}',
  'Pickup or Drop-Off is required',
  'Select Pickup or Drop-Off',
  // §5 Single delivery checks, §2 valet list
  'Please check the following sections and try again:',
  'Pickup Information',
  'Drop off Information',
  'Reference Name',
  'Weight & Size Selection',
  'Drop off Type',
  'Description',
  'Pickup Time',
  'Drop off Time',
  'VIN',
  'Please choose a Temperature Controlled Option',
  'Please enter a valid package count',
  'Please Select Size & Weight',
  'Package Required',
  'Drop off Type Is Required',
  'Description Is Required',
  'VIN Is Required',
  'Please Select Your Pickup Type',
  'Please Select Your Drop off Type',
  'Please Check Your Time',
  'Minimum Time Is {n} Minutes',
  'Minimum Time from current time is  Is 15 Minutes',
  'Minimum Time Is 2 Hours',
  'Minimum Time Is 1 Hours',
  // §8
  'Invalid email or password',
  'Your email is existing in the system.',
  'Account does not exist',
  'Error fetching company info',
  'Please Check Your Data',
  'We are sorry, it is not possible to do an express delivery by now',
  'Notification',
  'Intercity is not available at the moment.',
  'No Times Available Based On The Locations And Date Selected',
  'Something went wrong.',
  // §2 Pickup hours, Delivery-type chooser
  'No Pickups',
  'YES',
  'NO',
  'Order Summary: {count}',
  'Logout',
  'Make a {brand} delivery',
  'My Deliveries',
  'My Account',
  'Contacts',
  'Local Delivery',
  'Intercity Delivery',
  'Valet Service',
  'Valet',
  'Vehicle Swap',
]

const PART_2 = [
  // §2.6, §2.7, §2.8
  'Current Credit Balance',
  'Add Payment Information',
  'Favourite Drivers',
  'My Fleet',
  'Reset your password',
  'Email sent to {email}',
  'Change password',
  // §2.2
  'Your order summary is empty',
  'Your order is being submitted. This may take up to a minute while payment is being processed',
  'There is no credit card associated with this account',
  '* Save a payment method (credit card) to your account in the "Manage Payment" section',
  // §4.2, §4.5, §4.6, §4.7
  'Success!!!',
  'Error!!!',
  'Comment is required.',
  'Submitting',
  'Prepaying {product}',
  'Prepay Successful',
  'Prepay fail',
  'Done',
  'Fail',
  'Upload complete. Please click "Validate Addresses"',
  'Updated Succesfully.',
  'Continue',
  'Submitting...',
  'Submited',
  'Error, try again',
  'Submit {product}s & Get Labels',
  'Get Labels for Accepted Data and clear Data',
  'Success, you will receive an email with your labels.',
  'There was a problem, please try again',
  // §5.3
  'File data Missing',
  'Items are missing Reference Name (first column of CSV)',
  'Please make sure all addresses are validated',
  'Make sure all data has either phone number (10 digits) or email',
  'Validate the address first',
  'Reference Name Is Required',
  // §5.4
  'OTP required',
  'Password must be at least 6 characters',
  'Must enter a new password',
  'There was an issue updating your password',
  // §5.5
  'Card is required 16 numbers',
  'Expire month is required 2 numbers',
  'Expire year is required 2 numbers',
  'Postal Code is required 5 - 6 numbers/letters',
  'CVC/CVV is required 2 - 5 numbers',
  // §5.6
  'Entered value does not match email format',
  'Please Add User First Name',
  'Please Add User Last Name',
  'Please Add User Business Name',
  'Please Add User E-mail & Verify Format',
  'Please Add User Mobile Only 10 Digits Are Accepted',
  // §8
  'An error ocurred while processing your request',
  'Unable to charge your card',
  'Error fetching {product}s',
  'Error fetching multi-{product}s',
  'something went wrong',
  'Some Deliveries failed to upload, please try again. If the problem persist, please contact support with the missing {product}s information.',
  'Some of the rows in your file is missing address data, W3W code, or Package Count',
  'This address is not currently serviced by {brand}',
  'Data Saved Succesfully',
  'Thank you for submitting your Multi-{product} batch file. A {product} Team Member will be in touch. Thank you.',
]

describe('messages', () => {
  const catalogue = new Set<string>(Object.values(messages))

  it.each(PART_1)('holds part 1\'s "%s" word for word', (text) => {
    expect(catalogue.has(text)).toBe(true)
  })

  it.each(PART_2)('holds part 2\'s "%s" word for word', (text) => {
    expect(catalogue.has(text)).toBe(true)
  })

  it('holds each text once, so no screen can pick a near-copy', () => {
    const texts = Object.values(messages)
    expect(new Set(texts).size).toBe(texts.length)
  })

  it('keeps every key of every area: no area silently overwrites another', () => {
    const areas = [
      generalMessages,
      authMessages,
      onboardingMessages,
      chromeMessages,
      orderingMessages,
      dashboardMessages,
      dashboardListMessages,
      dashboardActionsMessages,
      labelsMessages,
      batchMessages,
      batchImportMessages,
      batchMappingMessages,
      batchScreenMessages,
      batchSubmitMessages,
      batchValidateMessages,
      batchTemplateMessages,
      batchRowsMessages,
      multiDeliveryMessages,
      accountMessages,
      driversMessages,
      contactsMessages,
      mapsMessages,
      summaryMessages,
      orderFormMessages,
      timePickerMessages,
      photosMessages,
      trackingMessages,
      embedMessages,
      widgetMessages,
      shipmentMessages,
    ]
    const keys = areas.flatMap((area) => Object.keys(area))
    expect(new Set(keys).size).toBe(keys.length)
    expect(Object.keys(messages).sort()).toEqual(keys.sort())
  })

  it('fills {brand} and {product}, plural first (part 2 §8)', () => {
    const names = { brand: 'waybill', product: 'delivery' }
    expect(fillNames(messages.batchSubmit, names)).toBe('Submit deliveries & Get Labels')
    expect(fillNames(messages.statusPrepaying, names)).toBe('Prepaying delivery')
    expect(fillNames(messages.addressNotServiced, names)).toBe(
      'This address is not currently serviced by waybill',
    )
  })

  it.each([
    [messages.batchOneToManyTitle, 'Delivery Batch (Many Drop Offs)'],
    [messages.batchManyToOneTitle, 'Delivery Batch (Many Pickups)'],
    [messages.batchDetailsLocal, 'Delivery Details (Local)'],
    [messages.batchDetailsIntercity, 'Delivery Details (Intercity)'],
    [
      'Done. {product}s were booked; each {product} has a label',
      'Done. Deliveries were booked; each delivery has a label',
    ],
    ['Make a {brand} {product}', 'Make a waybill delivery'],
  ])('capitalises {product} where a sentence starts, only there (issue 21: %s)', (text, filled) => {
    expect(fillNames(text, { brand: 'waybill', product: 'delivery' })).toBe(filled)
  })
})

describe('fillText', () => {
  it("fills a text's own placeholders and leaves brand, product and unknown ones alone", () => {
    expect(fillText(messages.orderSummaryCount, { count: 2 })).toBe('Order Summary: 2')
    expect(fillText(messages.resetEmailSent, { email: 'dana@example.com' })).toBe(
      'Email sent to dana@example.com',
    )
    expect(fillText('Make a {brand} {x}', { brand: 'nope', y: 1 })).toBe('Make a {brand} {x}')
  })
})
