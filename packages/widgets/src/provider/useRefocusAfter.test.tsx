import { act, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useRef, useState } from 'react'
import { describe, expect, it } from 'vitest'
import { useRefocusAfter } from './useRefocusAfter.ts'

/** A list whose buttons remove their item; focus goes back to the heading when it was lost. */
function Probe() {
  const [items, setItems] = useState(['Casey', 'Devon'])
  const heading = useRef<HTMLHeadingElement>(null)
  const refocusAfter = useRefocusAfter()
  const remove = async (item: string) => {
    await Promise.resolve()
    setItems((current) => current.filter((each) => each !== item))
    refocusAfter(() => heading.current)
  }
  return (
    <section>
      <h2 ref={heading} tabIndex={-1}>
        Fleet
      </h2>
      {items.map((item) => (
        <button key={item} type="button" onClick={() => void remove(item)}>
          {`Remove ${item}`}
        </button>
      ))}
      <input aria-label="Elsewhere" />
    </section>
  )
}

describe('useRefocusAfter (ARCHITECTURE §5 keyboard)', () => {
  it('moves focus to the target when the pressed button left the page', async () => {
    const user = userEvent.setup()
    render(<Probe />)
    await user.click(screen.getByRole('button', { name: 'Remove Casey' }))
    await act(async () => {})
    expect(screen.queryByRole('button', { name: 'Remove Casey' })).toBeNull()
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Fleet' }))
  })

  it('leaves focus alone when the user is already on another control', async () => {
    render(<Probe />)
    const elsewhere = screen.getByRole('textbox', { name: 'Elsewhere' })
    await act(async () => {
      screen.getByRole('button', { name: 'Remove Devon' }).click()
      elsewhere.focus()
    })
    expect(screen.queryByRole('button', { name: 'Remove Devon' })).toBeNull()
    expect(document.activeElement).toBe(elsewhere)
  })
})
