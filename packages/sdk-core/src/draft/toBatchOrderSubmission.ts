import { MAX_PACKAGES } from '../api/wire/orderPayload.ts'
import type { LatLng } from '../domain/account.ts'
import type { BatchRow } from '../domain/batch.ts'
import { messages } from '../domain/messages.ts'
import type { OrderParty, OrderSubmission } from '../domain/order.ts'
import { isMobileNumber, isValidEmail } from '../forms/patterns.ts'
import { ValidationError, type ValidationIssue } from '../http/errors.ts'
import {
  isOnHoldOrder,
  packageLines,
  present,
  referenceName,
  type SubmissionContext,
  submittedPremiumOptions,
  toOrderParty,
  valetDetails,
  windowDatetimes,
} from './toOrderSubmission.ts'
import type { OrderDraft } from './types.ts'
import { validateDraft } from './validateDraft.ts'

/** What {@link toBatchOrderSubmission} reads besides the batch draft and the row. */
export interface BatchSubmissionContext extends SubmissionContext {
  /** Where the user is, if known (part 2 §3.10 user_latitude, user_longitude). */
  readonly userLocation?: LatLng
}

/** The label of the customer note's unit part (part 2 §3.10 'Unit#: ...'). */
const UNIT_LABEL = 'Unit#: '

const text = (value: string | null | undefined): string => (value ?? '').trim()

/** The row as a party: its what3words triple stands in as '///' plus the triple when it has no address. */
function rowParty(row: BatchRow): OrderParty {
  const w3w = text(row.w3w).replace(/^\/+/, '')
  const address = text(row.address)
  return {
    name: text(row.name),
    address: address !== '' ? address : `///${w3w}`,
    unit: text(row.unitNumber),
    phone: text(row.phone),
    email: text(row.email),
    lat: row.latitude ?? 0,
    lng: row.longitude ?? 0,
    ...(w3w !== '' && { w3w }),
  }
}

/** The customer note (part 2 §3.10): 'Unit#: ' and the row's unit, then its details, joined by ';'. */
function customerNote(row: BatchRow): string | undefined {
  const unit = text(row.unitNumber)
  const note = [unit === '' ? '' : `${UNIT_LABEL}${unit}`, text(row.details)].filter((part) => part !== '')
  return note.length === 0 ? undefined : note.join(';')
}

/**
 * The row checks a payload needs (part 2 §5.3): a validated and located address, a name, a reference name, a
 * 10-digit phone or an email, and a package count of 1 to 999. The row sits on the many side of the batch.
 */
function rowProblems(row: BatchRow, manySide: 'pickup' | 'dropoff'): ValidationIssue[] {
  const issues: ValidationIssue[] = []
  const add = (key: string, label: string, message: string) => issues.push({ key, label, message })
  if (text(row.uuid) === '') add('fileData', messages.sectionFileData, messages.sectionFileData)
  if (text(row.name) === '') {
    const label = manySide === 'pickup' ? messages.sectionPickup : messages.sectionDropoff
    add(manySide, label, messages.nameRequired)
  }
  if (text(row.itemName) === '') {
    add('referenceNames', messages.sectionBatchReferenceNames, messages.referenceNameRequired)
  }
  if (row.valid !== true || !row.latitude || !row.longitude) {
    add('addressesValidated', messages.sectionAddressesValidated, messages.validateAddressFirst)
  }
  if (!isMobileNumber(text(row.phone)) && !isValidEmail(text(row.email))) {
    add('phoneOrEmail', messages.sectionPhoneOrEmail, messages.sectionPhoneOrEmail)
  }
  const count = row.packageCount ?? 0
  if (!Number.isInteger(count) || count < 1 || count > MAX_PACKAGES) {
    add('packageCount', messages.sectionPackageCount, messages.sectionPackageCount)
  }
  return issues
}

/**
 * The order of one batch row (part 2 §3.10, §3.8): the batch draft's shared settings (sizes, method, description,
 * windows, premium options, favourite driver) with the contact block on the one side and the row on the many side
 * (one-to-many: the block picks up, the row receives; many-to-one the other way). The row's uuid is the client
 * uuid; distance and duration are 0; the note is 'Unit#: ' plus the details. Throws a `ValidationError` when the
 * batch draft (checked in batch mode) or the row is not valid.
 *
 * @example
 * ```ts
 * const orders = rows.map((row) => toBatchOrderSubmission(batchDraft, row, { now, timeZone, account }))
 * ```
 */
export function toBatchOrderSubmission(
  draft: OrderDraft,
  row: BatchRow,
  ctx: BatchSubmissionContext,
): OrderSubmission {
  const batch = present(draft.batch, 'batch')
  const manySide = batch === 'oneToMany' ? 'dropoff' : 'pickup'
  const validation = validateDraft(draft, {
    mode: 'batch',
    now: ctx.now,
    timeZone: ctx.timeZone,
    account: ctx.account,
  })
  const issues = [...validation.sections, ...rowProblems(row, manySide)]
  if (issues.length > 0) throw new ValidationError('draft.toBatchOrderSubmission', issues)
  const { main } = packageLines(draft)
  const block = batch === 'oneToMany' ? draft.pickup : draft.dropoff
  const valet = valetDetails(draft)
  const note = customerNote(row)
  const order: OrderSubmission = {
    uuid: text(row.uuid),
    timezone: ctx.timeZone,
    pickup: manySide === 'pickup' ? rowParty(row) : toOrderParty(block),
    dropoff: manySide === 'dropoff' ? rowParty(row) : toOrderParty(block),
    itemName: referenceName(text(row.itemName), draft.kind),
    description: draft.description.trim(),
    ...(note !== undefined && { customerNote: note }),
    sizeCategoryId: main.sizeCategoryId,
    weightCategoryId: main.weightCategoryId,
    packageCount: row.packageCount ?? 0,
    pickupType: present(draft.pickupType, 'pickupType'),
    dropoffType: present(draft.dropoffType, 'dropoffType'),
    ...windowDatetimes(draft),
    doSpecialTime: draft.doSpecialTime,
    isExpress: false,
    isIntercity: draft.isIntercity,
    dropoffMethod: present(draft.dropoffMethod, 'dropoffMethod'),
    dropOffAddressType: draft.dropOffAddressType ?? 1,
    premiumOptions: submittedPremiumOptions(draft.premiumOptions, draft.isIntercity),
    isAssignFavouriteDriver: draft.isAssignFavouriteDriver,
    assignMyFleetDriver: row.assignMyFleetDriver ?? draft.assignMyFleetDriver,
    insuranceValue: Math.max(row.insuranceValue ?? draft.insuranceValue, ctx.account.defaultInsuranceValue),
    cardId: draft.cardId,
    distance: 0,
    duration: 0,
    ...(ctx.userLocation && { userLocation: ctx.userLocation }),
    originalId: null,
    ...(valet && { valet }),
  }
  return { ...order, onHold: isOnHoldOrder(order, ctx.account) }
}
