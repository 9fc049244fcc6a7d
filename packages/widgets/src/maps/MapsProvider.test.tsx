import { render, screen } from '@testing-library/react'
import type { ReactNode } from 'react'
import { describe, expect, it, vi } from 'vitest'
import { fakeClient } from '../../test/fakeClient.ts'
import { renderWithWaybill } from '../../test/render.tsx'
import { MapsProvider } from './MapsProvider.tsx'
import { useMaps } from './useMaps.ts'

function Probe() {
  const { map } = useMaps('Probe')
  return <p>map: {map.id}</p>
}

const renderWith = (ui: ReactNode) => renderWithWaybill(ui, { client: fakeClient().client })

describe('MapsProvider (ARCHITECTURE §5 maps and places are adapters)', () => {
  it('uses Google Maps when a key is given', () => {
    renderWith(
      <MapsProvider googleMapsApiKey="test-key">
        <Probe />
      </MapsProvider>,
    )
    expect(screen.getByText('map: google')).toBeTruthy()
  })

  it.each([
    ['an empty key', ''],
    ['a blank key', '   '],
    ['no key', undefined],
  ])('uses the offline map with %s', (_name, key) => {
    renderWith(
      <MapsProvider googleMapsApiKey={key}>
        <Probe />
      </MapsProvider>,
    )
    expect(screen.getByText('map: offline')).toBeTruthy()
  })

  it('falls back to the offline map without a MapsProvider', () => {
    renderWith(<Probe />)
    expect(screen.getByText('map: offline')).toBeTruthy()
  })

  it('names the component that needs a WaybillProvider', () => {
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => {})
    expect(() => render(<Probe />)).toThrow('Probe must be rendered inside <WaybillProvider>.')
    quiet.mockRestore()
  })
})
