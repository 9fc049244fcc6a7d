import type { Contact, NewContact } from '@waybill/sdk-core'
import { useCallback } from 'react'
import { useApiLoadable } from '../provider/useApiLoadable.ts'
import { useWaybill } from '../provider/WaybillContext.ts'

/**
 * How an add or a delete went: 'failed' (the call failed, logged only), 'saved' (the server made the change,
 * but the list reload failed or was overtaken, so the list shown may not have it yet), 'shown' (made, and the
 * reloaded list shows it).
 */
export type ContactChange = 'failed' | 'saved' | 'shown'

/** What {@link useContacts} returns. */
export interface UseContactsResult {
  /** The account's contacts as last loaded; empty until the first answer, kept when a reload fails. */
  readonly contacts: readonly Contact[]
  /** Whether the first load is still running. */
  readonly loading: boolean
  /** Saves a contact, then reloads the list. */
  add(contact: NewContact): Promise<ContactChange>
  /** Deletes a contact, then reloads the list. */
  remove(id: number): Promise<ContactChange>
}

const NO_CONTACTS: readonly Contact[] = []

/**
 * The contacts screen's list (part 1 §7 `contacts.table`, `add`, `remove`): loaded on mount and reloaded after
 * an add or a delete. Failures are only logged (part 1 §8); the newest load wins (sdk-core `createLoadable`).
 */
export function useContacts(component = 'useContacts'): UseContactsResult {
  const { client, session } = useWaybill(component)
  const list = useApiLoadable({
    component,
    call: (client, apiCode) => client.contacts.table(apiCode),
    failure: 'Loading the contacts failed',
    none: NO_CONTACTS,
  })
  const { reload } = list

  const change = useCallback(
    async (what: string, call: (apiCode: string) => Promise<unknown>): Promise<ContactChange> => {
      const apiCode = session.apiCode()
      if (!apiCode) return 'failed'
      try {
        await call(apiCode)
      } catch (error) {
        client.logger.error(what, error)
        return 'failed'
      }
      return (await reload()) ? 'shown' : 'saved'
    },
    [client, session, reload],
  )

  return {
    contacts: list.data ?? NO_CONTACTS,
    loading: !list.settled,
    add: useCallback(
      (contact: NewContact) =>
        change('Adding a contact failed', (apiCode) => client.contacts.add(apiCode, contact)),
      [client, change],
    ),
    remove: useCallback(
      (id: number) => change('Removing a contact failed', (apiCode) => client.contacts.remove(apiCode, id)),
      [client, change],
    ),
  }
}
