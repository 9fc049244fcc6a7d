import { fireEvent, screen } from '@testing-library/react'
import type { AddressSuggestion, GeocodedAddress } from '@waybill/sdk-core'
import { useState } from 'react'
import { describe, expect, it, vi } from 'vitest'
import { fakeClient } from '../../test/fakeClient.ts'
import { XSS_NAME } from '../../test/fixtures.ts'
import { fakeTimersInEachTest, renderWithWaybill, settle, wait } from '../../test/render.tsx'
import { MapsContext, type MapsContextValue } from '../maps/MapsContext.ts'
import { offlineMapProvider } from '../maps/mapProviders.ts'
import { ADDRESS_LOG, AddressField } from './AddressField.tsx'

function suggestion(placeId: string, mainText: string): AddressSuggestion {
  const secondaryText = 'Edmonton, AB, Canada'
  return { placeId, mainText, secondaryText, description: `${mainText}, ${secondaryText}` }
}
const jasper = suggestion('p1', '10220 Jasper Ave NW')
const whyte = suggestion('p2', '8210 Whyte Ave NW')
const geocoded: GeocodedAddress = {
  placeId: 'p2',
  formattedAddress: '8210 Whyte Ave NW, Edmonton, AB T6E 1Z1, Canada',
  street: '8210 Whyte Ave NW',
  city: 'Edmonton',
  province: 'AB',
  postalCode: 'T6E 1Z1',
  lat: 53.5181,
  lng: -113.4617,
}

function setup(errors?: string[]) {
  const { client: base } = fakeClient()
  const addressSuggestions = vi.fn(async (_input: string): Promise<AddressSuggestion[]> => [jasper, whyte])
  const geocodeAddress = vi.fn(async () => geocoded)
  const client = { ...base, geo: { ...base.geo, addressSuggestions, geocodeAddress } }
  const onSelect = vi.fn()
  function Harness() {
    const [value, setValue] = useState('')
    return (
      <AddressField
        id="address"
        label="Address"
        value={value}
        onChange={setValue}
        onSelect={onSelect}
        errors={errors}
      />
    )
  }
  renderWithWaybill(<Harness />, { client })
  const input = screen.getByRole('combobox', { name: 'Address' }) as HTMLInputElement
  return { client, input, addressSuggestions, geocodeAddress, onSelect }
}

const type = (input: HTMLElement, value: string) => fireEvent.change(input, { target: { value } })
const options = () => screen.queryAllByRole('option').map((option) => option.textContent)

fakeTimersInEachTest()

describe('AddressField (part 1 §7 places autocomplete, §9 300 ms debounce)', () => {
  it('asks for suggestions once, 300 ms after typing pauses, with the whole text', async () => {
    const { input, addressSuggestions } = setup()
    type(input, '10')
    await wait(100)
    type(input, '102')
    await wait(100)
    type(input, '10220')
    await wait(299)
    expect(addressSuggestions).not.toHaveBeenCalled()
    await wait(1)
    expect(addressSuggestions).toHaveBeenCalledTimes(1)
    expect(addressSuggestions).toHaveBeenCalledWith('10220')
    await settle()
    expect(options()).toEqual([
      '10220 Jasper Ave NW Edmonton, AB, Canada',
      '8210 Whyte Ave NW Edmonton, AB, Canada',
    ])
    expect(input.getAttribute('aria-expanded')).toBe('true')
    expect(input.getAttribute('aria-controls')).toBe(screen.getByRole('listbox').id)
  })

  it('moves through suggestions with the arrow keys and chooses one with Enter', async () => {
    const { input, geocodeAddress, onSelect, addressSuggestions } = setup()
    type(input, 'ave')
    await wait(300)
    await settle()
    fireEvent.keyDown(input, { key: 'ArrowDown' })
    const [first, second] = screen.getAllByRole('option')
    expect(input.getAttribute('aria-activedescendant')).toBe(first?.id)
    expect(first?.getAttribute('aria-selected')).toBe('true')
    fireEvent.keyDown(input, { key: 'ArrowDown' })
    fireEvent.keyDown(input, { key: 'ArrowDown' })
    fireEvent.keyDown(input, { key: 'ArrowUp' })
    expect(input.getAttribute('aria-activedescendant')).toBe(second?.id)
    fireEvent.keyDown(input, { key: 'Enter' })
    expect(input.value).toBe(whyte.description)
    expect(input.getAttribute('aria-expanded')).toBe('false')
    expect(geocodeAddress).toHaveBeenCalledWith({ placeId: 'p2' })
    await settle()
    // The geocoded place, its formatted address as `address` and without the place id.
    const { placeId: _placeId, formattedAddress, ...parts } = geocoded
    expect(onSelect).toHaveBeenCalledWith({ address: formattedAddress, ...parts })
    await wait(1000)
    expect(addressSuggestions).toHaveBeenCalledTimes(1)
  })

  it('closes the suggestions with Escape and chooses nothing on Enter without an active one', async () => {
    const { input, onSelect, geocodeAddress } = setup()
    type(input, 'ave')
    await wait(300)
    await settle()
    fireEvent.keyDown(input, { key: 'Enter' })
    expect(geocodeAddress).not.toHaveBeenCalled()
    fireEvent.keyDown(input, { key: 'Escape' })
    expect(input.getAttribute('aria-expanded')).toBe('false')
    expect(screen.getByRole('listbox', { hidden: true }).hidden).toBe(true)
    expect(onSelect).not.toHaveBeenCalled()
  })

  it('ignores an answer that arrives after a newer one (stale suggestions)', async () => {
    const { input, addressSuggestions } = setup()
    const answers: Array<(list: AddressSuggestion[]) => void> = []
    addressSuggestions.mockImplementation(() => new Promise((resolve) => answers.push(resolve)))
    type(input, '10')
    await wait(300)
    type(input, '8210')
    await wait(300)
    expect(addressSuggestions.mock.calls).toEqual([['10'], ['8210']])
    answers[1]?.([whyte])
    await settle()
    answers[0]?.([jasper])
    await settle()
    expect(options()).toEqual(['8210 Whyte Ave NW Edmonton, AB, Canada'])
  })

  it('drops the old suggestions as soon as more is typed: Enter chooses none until the new answer', async () => {
    const { input, addressSuggestions, geocodeAddress } = setup()
    const answers: Array<(list: AddressSuggestion[]) => void> = []
    type(input, '10')
    await wait(300)
    await settle()
    expect(options()).toHaveLength(2)
    fireEvent.keyDown(input, { key: 'ArrowDown' })
    addressSuggestions.mockImplementation(() => new Promise((resolve) => answers.push(resolve)))
    type(input, '108')
    expect(options()).toEqual([])
    expect(input.getAttribute('aria-expanded')).toBe('false')
    fireEvent.keyDown(input, { key: 'ArrowDown' })
    fireEvent.keyDown(input, { key: 'Enter' })
    await wait(300)
    expect(options()).toEqual([])
    fireEvent.keyDown(input, { key: 'Enter' })
    expect(geocodeAddress).not.toHaveBeenCalled()
    expect(input.value).toBe('108')
    answers[0]?.([whyte])
    await settle()
    expect(options()).toEqual(['8210 Whyte Ave NW Edmonton, AB, Canada'])
  })

  it('shows no old list when the request for newer text fails', async () => {
    const { input, addressSuggestions, client } = setup()
    type(input, '10')
    await wait(300)
    await settle()
    expect(options()).toHaveLength(2)
    addressSuggestions.mockRejectedValue(new Error('offline'))
    type(input, '108')
    await wait(300)
    await settle()
    expect(client.logger.error).toHaveBeenCalledWith(ADDRESS_LOG.suggest, expect.any(Error))
    await wait(5000)
    expect(options()).toEqual([])
    expect(input.getAttribute('aria-expanded')).toBe('false')
  })

  it('shows suggestions as text: a suggestion written like HTML creates no element', async () => {
    const { input, addressSuggestions } = setup()
    addressSuggestions.mockResolvedValue([suggestion('x', XSS_NAME)])
    type(input, 'img')
    await wait(300)
    await settle()
    expect(screen.getByRole('option').textContent).toContain(XSS_NAME)
    expect(document.querySelector('img')).toBeNull()
  })

  it('only logs a failed suggestion request', async () => {
    const { input, addressSuggestions, client } = setup()
    const failure = new Error('offline')
    addressSuggestions.mockRejectedValue(failure)
    type(input, 'ave')
    await wait(300)
    await settle()
    expect(client.logger.error).toHaveBeenCalledWith(ADDRESS_LOG.suggest, failure)
    expect(screen.queryAllByRole('option')).toHaveLength(0)
  })

  it('gives each field its own places session, ended when the field is cleared or unmounted (part 1 §7)', () => {
    const { client } = fakeClient()
    const sessions = [0, 1].map(() => ({
      suggest: vi.fn(async () => []),
      details: vi.fn(),
      end: vi.fn(),
    }))
    const session = vi.fn(() => sessions[session.mock.calls.length - 1] ?? sessions[0])
    const maps = { map: offlineMapProvider, places: { session } } as MapsContextValue
    function Two({ both }: { both: boolean }) {
      const [pickup, setPickup] = useState('')
      return (
        <MapsContext value={maps}>
          <AddressField id="from" label="From" value={pickup} onChange={setPickup} onSelect={vi.fn()} />
          {both && <AddressField id="to" label="To" value="" onChange={vi.fn()} onSelect={vi.fn()} />}
        </MapsContext>
      )
    }
    const view = renderWithWaybill(<Two both />, { client })
    expect(session).toHaveBeenCalledTimes(2)
    const [from, to] = sessions
    const input = screen.getByRole('combobox', { name: 'From' })
    type(input, '10')
    expect(from?.end).not.toHaveBeenCalled()
    type(input, '')
    expect(from?.end).toHaveBeenCalledTimes(1)
    expect(to?.end).not.toHaveBeenCalled()
    view.rerender(<Two both={false} />)
    expect(to?.end).toHaveBeenCalledTimes(1)
    expect(from?.end).toHaveBeenCalledTimes(1)
  })

  it('announces an error that appears later through the shared live field-error list, once', () => {
    const { client } = fakeClient()
    const field = (errors?: string[]) => (
      <AddressField
        id="address"
        label="Address"
        value=""
        onChange={vi.fn()}
        onSelect={vi.fn()}
        errors={errors}
      />
    )
    const view = renderWithWaybill(field(), { client })
    const list = view.container.querySelector('#address-error')
    expect(list?.getAttribute('aria-live')).toBe('polite')
    expect(list?.textContent).toBe('')
    view.rerender(field(['Address is required']))
    expect(view.container.querySelector('#address-error')).toBe(list)
    expect(list?.textContent).toBe('Address is required')
    expect(screen.queryByRole('alert')).toBeNull()
  })

  it('shows its errors under the field, tied to the input (part 1 §5 zone message)', () => {
    const { input } = setup(['This location is not currently serviced by waybill'])
    const message = screen.getByText('This location is not currently serviced by waybill')
    expect(input.getAttribute('aria-describedby')).toBe(message.parentElement?.id)
    expect(input.getAttribute('aria-invalid')).toBe('true')
    expect(screen.getByText('Address', { selector: 'label' }).getAttribute('for')).toBe(input.id)
  })
})
