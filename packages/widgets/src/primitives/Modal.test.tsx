import { render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { describe, expect, it, vi } from 'vitest'
import { Modal } from './Modal.tsx'

function Harness({
  dismissible = true,
  onClose = () => {},
}: {
  dismissible?: boolean
  onClose?: () => void
}) {
  const [open, setOpen] = useState(false)
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      <Modal
        open={open}
        title="Add Contact"
        dismissible={dismissible}
        onClose={() => {
          onClose()
          setOpen(false)
        }}
        footer={<button type="button">Save</button>}
      >
        <label>
          Name <input />
        </label>
      </Modal>
    </>
  )
}

describe('Modal', () => {
  it('is a dialog labelled by its title that takes focus and gives it back on close (ARCHITECTURE §5)', async () => {
    const user = userEvent.setup()
    render(<Harness />)
    const opener = screen.getByRole('button', { name: 'Open' })
    await user.click(opener)
    const dialog = await screen.findByRole('dialog', { name: 'Add Contact' })
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true))
    await user.keyboard('{Escape}')
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(document.activeElement).toBe(opener)
  })

  it('keeps Tab inside the dialog', async () => {
    const user = userEvent.setup()
    render(<Harness />)
    await user.click(screen.getByRole('button', { name: 'Open' }))
    const dialog = await screen.findByRole('dialog')
    for (let i = 0; i < 5; i++) {
      await user.tab()
      expect(dialog.contains(document.activeElement)).toBe(true)
    }
  })

  it('ignores Escape and has no close button while it must not be dismissed', async () => {
    const user = userEvent.setup()
    const onClose = vi.fn()
    render(<Harness dismissible={false} onClose={onClose} />)
    await user.click(screen.getByRole('button', { name: 'Open' }))
    await screen.findByRole('dialog')
    await user.keyboard('{Escape}')
    expect(screen.getByRole('dialog')).toBeTruthy()
    expect(screen.queryByRole('button', { name: 'Close' })).toBeNull()
    expect(onClose).not.toHaveBeenCalled()
  })
})
