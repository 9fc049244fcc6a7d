import type { Contact, NewContact } from '@waybill/sdk-core'
import { useCallback, useEffect, useRef, useState } from 'react'
import { useWaybill } from '../provider/WaybillContext.ts'

/** What {@link useContacts} returns. */
export interface UseContactsResult {
  /** The account's contacts as last loaded; empty until the first answer or after a failure. */
  readonly contacts: readonly Contact[]
  /** Whether the first load is still running. */
  readonly loading: boolean
  /** Saves a contact, then reloads the list; false when the call failed (logged only). */
  add(contact: NewContact): Promise<boolean>
  /** Deletes a contact, then reloads the list; false when the call failed (logged only). */
  remove(id: number): Promise<boolean>
}

/**
 * The contacts screen's list (part 1 §7 `contacts.table`, `add`, `remove`): loaded on mount and reloaded after
 * an add or a delete. Failures are only logged (part 1 §8); a late answer never overwrites a newer one.
 */
export function useContacts(component = 'useContacts'): UseContactsResult {
  const { client, session } = useWaybill(component)
  const [contacts, setContacts] = useState<readonly Contact[]>([])
  const [loading, setLoading] = useState(true)
  const latest = useRef(0)

  const reload = useCallback(async () => {
    const apiCode = session.apiCode()
    const request = ++latest.current
    if (!apiCode) {
      setLoading(false)
      return
    }
    try {
      const list = await client.contacts.table(apiCode)
      if (request === latest.current) setContacts(list)
    } catch (error) {
      client.logger.error('Loading the contacts failed', error)
    } finally {
      if (request === latest.current) setLoading(false)
    }
  }, [client, session])

  useEffect(() => {
    void reload()
    // An answer arriving after unmount is dropped.
    return () => {
      latest.current++
    }
  }, [reload])

  const add = useCallback(
    async (contact: NewContact) => {
      const apiCode = session.apiCode()
      if (!apiCode) return false
      try {
        await client.contacts.add(apiCode, contact)
      } catch (error) {
        client.logger.error('Adding a contact failed', error)
        return false
      }
      await reload()
      return true
    },
    [client, session, reload],
  )

  const remove = useCallback(
    async (id: number) => {
      const apiCode = session.apiCode()
      if (!apiCode) return false
      try {
        await client.contacts.remove(apiCode, id)
      } catch (error) {
        client.logger.error('Removing a contact failed', error)
        return false
      }
      await reload()
      return true
    },
    [client, session, reload],
  )

  return { contacts, loading, add, remove }
}
