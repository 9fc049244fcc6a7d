import { type Contact, messages } from '@waybill/sdk-core'
import { contactInfoLines, hasCoordinates } from '@waybill/sdk-core/internal'
import { useMemo } from 'react'
import { MapView } from '../maps/MapView.tsx'
import type { MapMarker } from '../maps/types.ts'

/** Height of the contacts map in px (part 1 §9 'map height 400 px'). */
export const CONTACTS_MAP_HEIGHT = 400

/** Props of {@link ContactsMap}. */
export interface ContactsMapProps {
  /** The contacts; each one with coordinates gets a marker. */
  contacts: readonly Contact[]
  /** Id of the selected contact, whose info window is open; null for none. */
  selectedId: number | null
  /** Called when a marker is chosen (its contact's id) or the info window is closed (null). */
  onSelect: (id: number | null) => void
}

/**
 * The contacts screen's map (part 1 §2 'Contacts screen'): one marker per located contact; the selected one's
 * info window shows its name and sdk-core's `contactInfoLines` (address with unit, phone, email, latitude,
 * longitude), as text.
 */
export function ContactsMap({ contacts, selectedId, onSelect }: ContactsMapProps) {
  const markers = useMemo<MapMarker[]>(
    () =>
      contacts
        .filter((contact) => hasCoordinates(contact.latitude, contact.longitude))
        .map((contact) => ({
          id: String(contact.id),
          position: { lat: contact.latitude, lng: contact.longitude },
          title: contact.name,
          kind: 'contact',
          info: { title: contact.name, lines: contactInfoLines(contact) },
        })),
    [contacts],
  )
  return (
    <div className="wb-contacts__map">
      <MapView
        label={messages.contactsMapLabel}
        markers={markers}
        selectedMarkerId={selectedId === null ? null : String(selectedId)}
        onMarkerSelect={(id) => onSelect(id === null ? null : Number(id))}
        height={CONTACTS_MAP_HEIGHT}
        fitMarkers
      />
    </div>
  )
}
