import type { LatLng } from '../domain/account.ts'
import type { BatchRow } from '../domain/batch.ts'
import type { OrderParty, OrderSubmission } from '../domain/order.ts'
import { partyAddress, w3wWords } from '../forms/partyForm.ts'
import { ValidationError } from '../http/errors.ts'
import {
  allowedDriverChoices,
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
import { batchManySide, validateBatch } from './validateBatch.ts'

/** What {@link toBatchOrderSubmission} reads besides the batch draft and the row. */
export interface BatchSubmissionContext extends SubmissionContext {
  /** Where the user is, if known (part 2 §3.10 user_latitude, user_longitude). */
  readonly userLocation?: LatLng
}

/** The label of the customer note's unit part (part 2 §3.10 'Unit#: ...'). */
const UNIT_LABEL = 'Unit#: '

const text = (value: string | null | undefined): string => (value ?? '').trim()

/** The row as a party: a what3words row without an address is addressed '///' and the triple (part 1 §3). */
function rowParty(row: BatchRow): OrderParty {
  const w3w = w3wWords(row.w3w ?? '')
  return {
    name: text(row.name),
    address: partyAddress(row.address ?? '', w3w),
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
 * The order of one batch row (part 2 §3.10, §3.8): the batch draft's shared settings (sizes, method, description,
 * windows, premium options, favourite driver) with the contact block on the one side and the row on the many side
 * (one-to-many: the block picks up, the row receives; many-to-one the other way). The row's uuid is the client
 * uuid; distance and duration are 0; the note is 'Unit#: ' plus the details. Throws a `ValidationError` when
 * {@link validateBatch} finds the batch draft or the row not valid.
 *
 * @throws TypeError when the draft was not opened from a batch or the row has no uuid: rows get theirs when the
 * file is read (part 2 §3.8), and a uuid made up here would change on a resend and could book the row twice.
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
  const uuid = text(row.uuid)
  if (uuid === '')
    throw new TypeError('toBatchOrderSubmission: a batch row gets its uuid when the file is read')
  const manySide = batchManySide(batch)
  const validation = validateBatch(draft, [row], {
    now: ctx.now,
    timeZone: ctx.timeZone,
    account: ctx.account,
  })
  if (!validation.ok) throw new ValidationError('draft.toBatchOrderSubmission', validation.sections)
  const { main } = packageLines(draft)
  const block = batch === 'oneToMany' ? draft.pickup : draft.dropoff
  const valet = valetDetails(draft)
  const note = customerNote(row)
  const order: OrderSubmission = {
    uuid,
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
    ...allowedDriverChoices(
      {
        isAssignFavouriteDriver: draft.isAssignFavouriteDriver,
        assignMyFleetDriver: row.assignMyFleetDriver ?? draft.assignMyFleetDriver,
      },
      ctx.account,
    ),
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
