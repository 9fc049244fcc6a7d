import { fireEvent, screen } from '@testing-library/react'
import type { W3wSuggestion } from '@waybill/sdk-core'
import { useState } from 'react'
import { describe, expect, it, vi } from 'vitest'
import { fakeClient } from '../../test/fakeClient.ts'
import { fakeTimersInEachTest, renderWithWaybill, settle, wait } from '../../test/render.tsx'
import { W3W_LOG, W3wField } from './W3wField.tsx'

const suggestions: W3wSuggestion[] = [
  { words: 'filled.count.soap', nearestPlace: 'Edmonton, Alberta', country: 'CA' },
  { words: 'filled.count.soak', nearestPlace: 'Red Deer, Alberta', country: 'CA' },
]

function setup() {
  const { client: base } = fakeClient()
  const w3wSuggestions = vi.fn(async (_seed: string) => suggestions)
  const w3wToCoordinates = vi.fn(async (_words: string) => ({ lat: 53.5461, lng: -113.4938 }))
  const client = { ...base, geo: { ...base.geo, w3wSuggestions, w3wToCoordinates } }
  const onSelect = vi.fn()
  function Harness() {
    const [value, setValue] = useState('')
    return (
      <W3wField id="w3w" label="what3words address" value={value} onChange={setValue} onSelect={onSelect} />
    )
  }
  renderWithWaybill(<Harness />, { client })
  const input = screen.getByRole('combobox', { name: 'what3words address' }) as HTMLInputElement
  return { client, input, w3wSuggestions, w3wToCoordinates, onSelect }
}

fakeTimersInEachTest()

describe('W3wField (part 1 §2 Location details, §7 what3words calls)', () => {
  it('suggests triples with their nearest place after typing pauses', async () => {
    const { input, w3wSuggestions } = setup()
    fireEvent.change(input, { target: { value: 'filled.count.so' } })
    await wait(299)
    expect(w3wSuggestions).not.toHaveBeenCalled()
    await wait(1)
    await settle()
    expect(w3wSuggestions).toHaveBeenCalledWith('filled.count.so')
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      '///filled.count.soap Edmonton, Alberta',
      '///filled.count.soak Red Deer, Alberta',
    ])
  })

  it('converts the chosen triple to coordinates and hands both back', async () => {
    const { input, w3wToCoordinates, onSelect } = setup()
    fireEvent.change(input, { target: { value: 'filled.count.so' } })
    await wait(300)
    await settle()
    fireEvent.keyDown(input, { key: 'ArrowDown' })
    fireEvent.keyDown(input, { key: 'Enter' })
    expect(input.value).toBe('filled.count.soap')
    expect(w3wToCoordinates).toHaveBeenCalledWith('filled.count.soap')
    await settle()
    expect(onSelect).toHaveBeenCalledWith('filled.count.soap', { lat: 53.5461, lng: -113.4938 })
  })

  it('chooses a suggestion by click too', async () => {
    const { input, onSelect } = setup()
    fireEvent.change(input, { target: { value: 'filled.count.so' } })
    await wait(300)
    await settle()
    fireEvent.click(screen.getByRole('option', { name: /soak/ }))
    await settle()
    expect(onSelect).toHaveBeenCalledWith('filled.count.soak', { lat: 53.5461, lng: -113.4938 })
  })

  it('only logs a failed conversion and selects nothing', async () => {
    const { input, w3wToCoordinates, onSelect, client } = setup()
    const failure = new Error('422')
    w3wToCoordinates.mockRejectedValue(failure)
    fireEvent.change(input, { target: { value: 'filled.count.so' } })
    await wait(300)
    await settle()
    fireEvent.keyDown(input, { key: 'ArrowUp' })
    fireEvent.keyDown(input, { key: 'Enter' })
    await settle()
    expect(client.logger.error).toHaveBeenCalledWith(W3W_LOG.convert, failure)
    expect(onSelect).not.toHaveBeenCalled()
  })
})
