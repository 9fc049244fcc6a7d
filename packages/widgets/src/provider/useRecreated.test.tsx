import { render } from '@testing-library/react'
import { StrictMode } from 'react'
import { describe, expect, it, vi } from 'vitest'
import { useRecreated } from './useRecreated.ts'

/** What the hook holds: a made thing, named after its inputs, counted as it is made. */
function setup() {
  let made = 0
  const create = vi.fn((draft: string) => ({ draft, serial: ++made }))
  const dispose = vi.fn()
  const seen: { draft: string; serial: number }[] = []
  function Probe({ draft, other }: { draft: string; other: number }) {
    const value = useRecreated(() => create(draft), [draft], dispose)
    seen.push(value)
    return <p>{`${value.draft} #${value.serial} (${other})`}</p>
  }
  return { create, dispose, seen, Probe }
}

describe('useRecreated (the pickers, the trip lookup and the party forms: one per draft)', () => {
  it('keeps one value while the inputs are the same, and makes a new one in the render that sees new inputs', () => {
    const { create, seen, Probe } = setup()
    const view = render(<Probe draft="a" other={1} />)
    view.rerender(<Probe draft="a" other={2} />)
    expect(create).toHaveBeenCalledTimes(1)
    expect(seen[1]).toBe(seen[0])
    view.rerender(<Probe draft="b" other={2} />)
    expect(create).toHaveBeenCalledTimes(2)
    expect(view.container.textContent).toBe('b #2 (2)')
    // No render read the old value with the new inputs.
    expect(seen.every((value, index) => index < 2 || value.draft === 'b')).toBe(true)
  })

  it('disposes a replaced value once the new one is in, and the last one on unmount', () => {
    const { dispose, seen, Probe } = setup()
    const view = render(<Probe draft="a" other={1} />)
    expect(dispose).not.toHaveBeenCalled()
    view.rerender(<Probe draft="b" other={1} />)
    expect(dispose.mock.calls).toEqual([[seen[0]]])
    view.unmount()
    expect(dispose.mock.calls.map(([value]) => value.draft)).toEqual(['a', 'b'])
  })

  it('under StrictMode keeps using one value through the rehearsal unmount (dispose releases, not destroys)', () => {
    const { dispose, seen, Probe } = setup()
    const view = render(
      <StrictMode>
        <Probe draft="a" other={1} />
      </StrictMode>,
    )
    const shown = seen.at(-1)
    expect(view.container.textContent).toBe(`a #${shown?.serial} (1)`)
    expect(dispose.mock.calls).toEqual([[shown]])
    view.rerender(
      <StrictMode>
        <Probe draft="a" other={2} />
      </StrictMode>,
    )
    expect(seen.at(-1)).toBe(shown)
  })
})
