import { fillNames, messages, type WaybillClient } from '@waybill/sdk-core'
import { DEBOUNCE_MS } from '@waybill/sdk-core/internal'
import type { OrderDraftStore, OrderList, SaveDestination, TripLookup } from '@waybill/sdk-core/order'
import { type DraftSectionKey, MAX_FIELD_LENGTH } from '@waybill/sdk-core/rules'
import { type ReactNode, useId, useState } from 'react'
import { useStore } from '../../provider/useStore.ts'
import { useWaybill } from '../../provider/WaybillContext.ts'
import { NotificationModal } from '../NotificationModal.tsx'
import { DebouncedTextField } from './DebouncedTextField.tsx'
import { FailedSections } from './FailedSections.tsx'
import { PartySummary } from './PartySummary.tsx'
import { SaveActions } from './SaveActions.tsx'
import { SaveConfirmModal } from './SaveConfirmModal.tsx'
import { createFlushRegistry, FlushContext, type FlushRegistry } from './useDebouncedDraftValue.ts'
import { type DraftSave, type DraftSaveOptions, useDraftSave } from './useDraftSave.ts'

/** The props every order form shares: the single delivery, valet and shipment forms. */
export interface OrderFormProps {
  /** The draft being written (`createOrderDraft`), with both sides filled in Location details. */
  draft: OrderDraftStore
  /** The draft's trip lookup, shared with Location details and the time section (`useTripLookup`). */
  tripLookup: TripLookup
  /** The order the delivery is saved into. */
  orderList: OrderList
  /** Called after the confirmation, once the draft is saved: where to go (the summary or a batch screen). */
  onSaved: (destination: SaveDestination) => void
  /** Back to Location details ('Edit' on the pickup and drop-off summaries); no 'Edit' without it. */
  onBack?: () => void
  /** The current instant for the checks; `Date.now` by default. */
  now?: () => number
}

/** Options of {@link useDraftForm}: those of `useDraftSave`, whose flush registry it makes. */
export interface DraftFormOptions extends Omit<DraftSaveOptions, 'flushes'> {
  /** The form's name, for the error raised outside a provider. */
  owner: string
}

/** What {@link useDraftForm} returns: what the form's shell and fields share. */
export interface DraftForm {
  /** The provider's client: its config names the brand in the heading. */
  readonly client: WaybillClient
  /** The draft being written. */
  readonly draft: OrderDraftStore
  /** The id of a part of the form, from one `useId` base. */
  readonly id: (name: string) => string
  /** The form's debounced fields, written before the checks run. */
  readonly flushes: FlushRegistry
  /** The form's save step. */
  readonly save: DraftSave
  /** Whether a section failed the last check. */
  readonly failing: (key: DraftSectionKey) => boolean
}

/** The state an order form shares between its shell and its fields: ids, pending fields and the save step. */
export function useDraftForm({ owner, ...options }: DraftFormOptions): DraftForm {
  const { client } = useWaybill(owner)
  const base = useId()
  const [flushes] = useState(createFlushRegistry)
  const save = useDraftSave({ ...options, flushes })
  return {
    client,
    draft: options.draft,
    id: (name) => `${base}-${name}`,
    flushes,
    save,
    failing: (key) => save.failed?.some((section) => section.key === key) ?? false,
  }
}

/** Props of {@link DraftFormShell}. */
export interface DraftFormShellProps {
  /** The form's shared state (`useDraftForm`). */
  form: DraftForm
  /** The draft's trip lookup: its notification is shown in a modal. */
  tripLookup: TripLookup
  /** The form element's classes. */
  className: string
  /** The line under the heading (the kind of delivery). */
  subtitle: string
  /** The id of each section's heading, for the failing sections' links. */
  anchors: Partial<Record<DraftSectionKey, string>>
  /** Back to Location details ('Edit' on the pickup and drop-off summaries); no 'Edit' without it. */
  onBack?: () => void
  /** The form's own sections, between the pickup and drop-off summaries and the failing sections. */
  children: ReactNode
}

/**
 * What the order forms share (part 1 §2; part 2 §2.3): the heading and subtitle, the pickup and drop-off
 * summaries, then the form's sections, the failing sections list and the submit button; the confirmation modal
 * and the trip lookup's notification.
 */
export function DraftFormShell({
  form,
  tripLookup,
  className,
  subtitle,
  anchors,
  onBack,
  children,
}: DraftFormShellProps) {
  const { draft, save, id } = form
  const isEditing = useStore(draft, (state) => state.isEditing)
  const pickup = useStore(draft, (state) => state.pickup)
  const dropoff = useStore(draft, (state) => state.dropoff)
  const notification = useStore(tripLookup, (state) => state.notification)
  return (
    <FlushContext value={form.flushes}>
      <form
        className={className}
        aria-labelledby={id('heading')}
        noValidate
        onSubmit={(event) => {
          event.preventDefault()
          save.attempt()
        }}
      >
        <h2 id={id('heading')} className="wb-details__title">
          {fillNames(messages.orderFormHeading, form.client.config)}
        </h2>
        <p className="wb-details__subtitle">{subtitle}</p>
        <div className="wb-details__parties">
          <PartySummary id={id('pickup')} heading={messages.sectionPickup} party={pickup} onEdit={onBack} />
          <PartySummary
            id={id('dropoff')}
            heading={messages.sectionDropoff}
            party={dropoff}
            onEdit={onBack}
          />
        </div>
        {children}
        <FailedSections sections={save.failed} failures={save.failures} anchors={anchors} />
        <SaveActions save={save} isEditing={isEditing} />
      </form>
      <SaveConfirmModal notice={save.notice} onConfirm={save.confirm} onCancel={save.cancel} />
      <NotificationModal message={notification} onClose={tripLookup.dismissNotification} />
    </FlushContext>
  )
}

/** Props of {@link ReferenceNameField} and {@link DescriptionField}. */
export interface DraftTextFieldProps {
  /** The form's shared state (`useDraftForm`). */
  form: DraftForm
  /** Id of the input. */
  id: string
  /** Visible label. */
  label: string
}

/** The reference name (at most 191 characters), written 1 s after the last keystroke (part 1 §9). */
export function ReferenceNameField({ form, id, label }: DraftTextFieldProps) {
  const itemName = useStore(form.draft, (state) => state.itemName)
  return (
    <DebouncedTextField
      id={id}
      label={label}
      value={itemName}
      onSave={form.draft.setItemName}
      delayMs={DEBOUNCE_MS.referenceFields}
      maxLength={MAX_FIELD_LENGTH}
      invalid={form.failing('itemName')}
    />
  )
}

/** The description (a textarea), written 800 ms after the last keystroke (part 1 §9). */
export function DescriptionField({ form, id, label }: DraftTextFieldProps) {
  const description = useStore(form.draft, (state) => state.description)
  return (
    <DebouncedTextField
      id={id}
      label={label}
      value={description}
      onSave={form.draft.setDescription}
      delayMs={DEBOUNCE_MS.description}
      multiline
      invalid={form.failing('description')}
    />
  )
}
