import { type Contact, type CookieJar, fillNames, messages } from '@waybill/sdk-core'
import type { BatchFileReader, BatchList, SavedColumnMappings } from '@waybill/sdk-core/batch'
import { type BatchFormArea, batchFormSections, batchManySide, HINTS } from '@waybill/sdk-core/internal'
import type { OrderDraftStore } from '@waybill/sdk-core/order'
import type { BatchKind } from '@waybill/sdk-core/rules'
import { type ReactNode, useId, useMemo, useRef, useState } from 'react'
import { BatchTemplateAlert } from '../chooser/BatchTemplateAlert.tsx'
import { createFlushRegistry, FlushContext } from '../order/details/useDebouncedDraftValue.ts'
import { CONTACT_PICKER_LOG } from '../order/LocationDetails.tsx'
import { PartyBlock, type PartyBlockHandle } from '../order/PartyBlock.tsx'
import { useApiLoadable } from '../provider/useApiLoadable.ts'
import { useStore } from '../provider/useStore.ts'
import { useWaybill } from '../provider/WaybillContext.ts'
import { BatchRowsPanel } from './BatchRowsPanel.tsx'
import { BatchScreenConfirm } from './BatchScreenConfirm.tsx'
import { BatchScreenErrors } from './BatchScreenErrors.tsx'
import { BatchScreenEstimate } from './BatchScreenEstimate.tsx'
import { BatchScreenSettings } from './BatchScreenSettings.tsx'
import { BatchScreenSubmit } from './BatchScreenSubmit.tsx'
import { useBatchScreen } from './useBatchScreen.ts'

/** Props of {@link BatchScreen}. */
export interface BatchScreenProps {
  /** Many drop-offs ('oneToMany', route `/{brand}/createOneToMany`) or many pickups ('manyToOne'). */
  kind: BatchKind
  /** The batch draft (`createOrderDraft` with `batch: kind`): the contact block and the shared settings. */
  draft: OrderDraftStore
  /** The batch in progress (`createBatchList` of the same kind, saved on the device). */
  list: BatchList
  /** Reads the uploaded files off the main thread (`createBatchFileReader` over the batch worker). */
  reader: BatchFileReader
  /** The pickup and drop-off time section (with special timing), placed by the owner. */
  timeSection: ReactNode
  /** Called once every row is booked, labelled and the batch cleared: go to the dashboard (part 2 §4.6 step 6). */
  onDone: () => void
  /** Where the 'New batch template' alert's counter is kept; the page's cookies by default. */
  cookieJar?: CookieJar
  /** The current instant for the checks and the orders' dates; `Date.now` by default. */
  now?: () => number
  /**
   * The account's saved column mappings (sdk-core `createSavedColumnMappings`, issue 25): a spreadsheet of the
   * customer's own layout is read by the one saved for it. Without them, every such file asks.
   */
  mappings?: SavedColumnMappings
}

const NO_CONTACTS: readonly Contact[] = []

const TITLES = { oneToMany: messages.batchOneToManyTitle, manyToOne: messages.batchManyToOneTitle } as const
const TEMPLATE_HINTS = {
  oneToMany: HINTS.oneToManyBatchTemplate,
  manyToOne: HINTS.manyToOneBatchTemplate,
} as const

/**
 * A batch screen (part 2 §2.4, §4.6, §5.3, §8): titled '`{product}` Batch (Many Drop Offs)' or '(Many Pickups)',
 * headed '`{product}` Details (Intercity)' or '(Local)'; the 'New batch template' alert (up to 2 showings per
 * screen, part 1 §9); the contact block (the pickup of many drop-offs, the drop-off of many pickups); the rows'
 * upload, validation and table; the shared settings. Continue checks the form (sdk-core `createBatchSubmit`): the
 * §5.3 list, announced, each entry a link to its section (sdk-core `batchFormSections`), or a confirmation, then each row is priced (Continue, 'Submitting...', 'Submited', or
 * 'Error, try again' with 'something went wrong'); then the map, the per-row prices, the total and the submit.
 */
export function BatchScreen({
  kind,
  draft,
  list,
  reader,
  timeSection,
  onDone,
  cookieJar,
  now = Date.now,
  mappings,
}: BatchScreenProps) {
  const base = useId()
  const id = (name: string) => `${base}-${name}`
  const { client } = useWaybill('BatchScreen')
  const { engine, state } = useBatchScreen(draft, list, onDone, now)
  const rows = useStore(list, (current) => current.rows)
  const side = batchManySide(kind) === 'dropoff' ? 'pickup' : 'dropoff'
  const party = useStore(draft, (current) => current[side])
  const isIntercity = useStore(draft, (current) => current.isIntercity)
  const insuranceValue = useStore(draft, (current) => current.insuranceValue)
  const contacts = useApiLoadable({
    component: 'BatchScreen',
    call: (api, apiCode) => api.contacts.list(apiCode),
    failure: CONTACT_PICKER_LOG,
    none: NO_CONTACTS,
  }).data
  const block = useRef<PartyBlockHandle>(null)
  const [flushes] = useState(createFlushRegistry)
  const [checked, setChecked] = useState(false)
  const [confirming, setConfirming] = useState(false)
  const screen = useRef<HTMLElement>(null)
  const sections = useMemo(() => batchFormSections(state.errors, kind), [state.errors, kind])
  const anchors: Partial<Record<BatchFormArea, string>> = {
    contact: id('contact'),
    rows: id('rows'),
    sizeWeight: id('size-weight'),
    dropoffMethod: id('method'),
    description: id('description'),
    time: id('time'),
    refrigeration: isIntercity ? id('temperature') : undefined,
  }

  /** Focuses the contact block's first invalid field, else the area's target (found in the screen, not the page). */
  function focusArea(area: BatchFormArea) {
    if (area === 'contact') {
      block.current?.focusFirstInvalid()
      return
    }
    const anchor = anchors[area]
    const target = anchor && screen.current?.querySelector<HTMLElement>(`#${CSS.escape(anchor)}`)
    if (!target) return
    target.focus()
    target.scrollIntoView?.({ block: 'center' })
  }

  function onContinue() {
    flushes.flushAll()
    block.current?.flush()
    setChecked(true)
    engine.dismiss()
    if (engine.check()) setConfirming(true)
  }

  const failing = (label: string) => checked && state.errors.includes(label)
  const estimating = state.estimateStatus === 'estimating'
  return (
    <FlushContext value={flushes}>
      <section ref={screen} className="wb-batch" aria-labelledby={id('title')}>
        <h1 id={id('title')} className="wb-batch__title">
          {fillNames(TITLES[kind], client.config)}
        </h1>
        <BatchTemplateAlert hint={TEMPLATE_HINTS[kind]} {...(cookieJar && { jar: cookieJar })} />
        <h2 className="wb-details__title">
          {fillNames(
            isIntercity ? messages.batchDetailsIntercity : messages.batchDetailsLocal,
            client.config,
          )}
        </h2>
        <div id={id('contact')}>
          <PartyBlock
            ref={block}
            side={side}
            draft={draft}
            contacts={contacts ?? NO_CONTACTS}
            showAll={failing(side === 'pickup' ? messages.sectionPickup : messages.sectionDropoff)}
          />
        </div>
        <div id={id('rows')} className="wb-details__slot" tabIndex={-1}>
          <BatchRowsPanel
            list={list}
            kind={kind}
            reader={reader}
            insuranceValue={insuranceValue}
            {...(mappings && { mappings })}
          />
        </div>
        <BatchScreenSettings
          draft={draft}
          id={id}
          timeSection={timeSection}
          descriptionInvalid={failing(messages.sectionDescription)}
        />
        <BatchScreenErrors sections={sections} anchors={anchors} onFocusArea={focusArea} />
        {state.alert && (
          <p className="wb-alert wb-alert--error" role="alert">
            {state.alert}
          </p>
        )}
        <div className="wb-batch__actions">
          <button
            type="button"
            className="wb-button wb-button--primary"
            disabled={estimating}
            onClick={onContinue}
          >
            {state.continueText}
          </button>
        </div>
        {state.prices.length > 0 && (
          <BatchScreenEstimate
            party={party}
            partySide={side}
            rows={rows}
            prices={state.prices}
            total={state.total}
          />
        )}
        {(state.prices.length > 0 || state.resumable || state.notice !== null) && (
          <BatchScreenSubmit engine={engine} state={state} />
        )}
        <BatchScreenConfirm
          open={confirming}
          count={rows.filter((entry) => entry.send.state !== 'accepted').length}
          onCancel={() => setConfirming(false)}
          onConfirm={() => {
            setConfirming(false)
            void engine.estimate()
          }}
        />
      </section>
    </FlushContext>
  )
}
