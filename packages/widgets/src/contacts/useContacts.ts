import type { Contact, NewContact } from '@waybill/sdk-core'
import { useCallback } from 'react'
import { useLoadable } from '../provider/useLoadable.ts'
import { useWaybill } from '../provider/WaybillContext.ts'

/** What {@link useContacts} returns. */
export interface UseContactsResult {
  /** The account's contacts as last loaded; empty until the first answer, kept when a reload fails. */
  readonly contacts: readonly Contact[]
  /** Whether the first load is still running. */
  readonly loading: boolean
  /** Saves a contact, then reloads the list; false when the call failed (logged only). */
  add(contact: NewContact): Promise<boolean>
  /** Deletes a contact, then reloads the list; false when the call failed (logged only). */
  remove(id: number): Promise<boolean>
}

const NO_CONTACTS: readonly Contact[] = []

/**
 * The contacts screen's list (part 1 §7 `contacts.table`, `add`, `remove`): loaded on mount and reloaded after
 * an add or a delete. Failures are only logged (part 1 §8); the newest load wins (sdk-core `createLoadable`).
 */
export function useContacts(component = 'useContacts'): UseContactsResult {
  const { client, session } = useWaybill(component)
  const list = useLoadable(async () => {
    const apiCode = session.apiCode()
    if (!apiCode) return NO_CONTACTS
    return client.contacts.table(apiCode).catch((error: unknown) => {
      client.logger.error('Loading the contacts failed', error)
      throw error
    })
  }, [client, session])
  const { reload } = list

  const change = useCallback(
    async (what: string, call: (apiCode: string) => Promise<unknown>) => {
      const apiCode = session.apiCode()
      if (!apiCode) return false
      try {
        await call(apiCode)
      } catch (error) {
        client.logger.error(what, error)
        return false
      }
      await reload()
      return true
    },
    [client, session, reload],
  )

  return {
    contacts: list.data ?? NO_CONTACTS,
    loading: list.data === undefined && list.status !== 'failed',
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
