import {
  type BatchWorkerPort,
  createBatchFileReader,
  createBatchList,
  createSavedColumnMappings,
} from '@waybill/sdk-core/batch'
import BatchWorker from '@waybill/sdk-core/batch-worker?worker'
import { createOrderDraft } from '@waybill/sdk-core/order'
import type { BatchKind } from '@waybill/sdk-core/rules'
import {
  BatchScreen,
  BatchTimeSection,
  browserStorages,
  useSession,
  useStore,
  useWaybill,
} from '@waybill/widgets'
import { useCallback, useEffect, useMemo, useState } from 'react'
import { useNavigate, useOutletContext } from 'react-router'
import { routes } from '../config.ts'
import { useDraftDefaults } from '../orderDrafts.ts'
import type { PortalOutletContext } from '../PortalLayout.tsx'

/** The batch worker as sdk-core's port: DOM `Worker.postMessage` wants a transfer list, never undefined. */
function batchWorker(): BatchWorkerPort & { terminate(): void } {
  const worker = new BatchWorker()
  return {
    postMessage: (message, transfer) => worker.postMessage(message, transfer ?? []),
    addEventListener: (type, listener) => worker.addEventListener(type, listener),
    removeEventListener: (type, listener) => worker.removeEventListener(type, listener),
    terminate: () => worker.terminate(),
  }
}

/**
 * A batch screen (part 1 §2 `/{brand}/createOneToMany` and `/{brand}/createManyToOne`; part 2 §2.4): its batch
 * draft (the form, kept under 'draft:single:`{kind}`', where batch edits return) and its batch list, both in
 * localStorage so that a reload resumes, with the column mappings the account accepted; files are read in a Web
 * Worker. Done goes to the dashboard. A batch has
 * no trip to ask the server about: it is local or intercity as chosen in the chooser (part 1 §2).
 */
export function BatchPage({ kind }: { kind: BatchKind }) {
  const { client } = useWaybill('BatchPage')
  const navigate = useNavigate()
  const { deliveryType } = useOutletContext<PortalOutletContext>()
  const intercity = useStore(deliveryType, (state) => state.intercity)
  const [held] = useState(() => {
    const storage = browserStorages().persistent
    return {
      draft: createOrderDraft({
        batch: kind,
        defaultInsuranceValue: 0,
        now: Date.now,
        storage,
        logger: client.logger,
      }),
      list: createBatchList({ kind, storage, logger: client.logger }),
      reader: createBatchFileReader(batchWorker),
    }
  })
  // The column mappings the account accepted (issue 25), kept with the batch on this device.
  const email = useSession((state) => state.account?.email ?? '')
  const mappings = useMemo(
    () =>
      createSavedColumnMappings({
        storage: browserStorages().persistent,
        account: email,
        logger: client.logger,
      }),
    [email, client],
  )
  useDraftDefaults(held.draft)
  useEffect(() => {
    held.draft.setIntercity(intercity)
  }, [held, intercity])
  useEffect(() => () => held.reader.close(), [held])
  const onDone = useCallback(() => navigate(routes.dashboard), [navigate])
  return (
    <BatchScreen
      kind={kind}
      draft={held.draft}
      list={held.list}
      reader={held.reader}
      timeSection={<BatchTimeSection draft={held.draft} />}
      onDone={onDone}
      mappings={mappings}
    />
  )
}
