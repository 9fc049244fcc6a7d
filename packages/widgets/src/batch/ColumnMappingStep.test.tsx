import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { type BatchFileColumns, proposeColumnMapping } from '@waybill/sdk-core/batch'
import { describe, expect, it, vi } from 'vitest'
import { ColumnMappingStep } from './ColumnMappingStep.tsx'

// Issue 25 item 3: the mapping step shows the proposed mapping beside a preview, lets the customer change any
// column by keyboard or mouse, names what no column provides, and imports nothing until accepted.

const HEADERS = ['Qty', 'Customer', 'Street', 'Town', 'Prov', 'Weight']
const proposal = proposeColumnMapping(HEADERS)
const columns: BatchFileColumns = {
  layout: 'needsMapping',
  headerRowNumber: 1,
  headers: HEADERS,
  mapping: proposal,
  preview: [
    ['2', 'Dana Smith', '10220 104 Ave NW', 'Edmonton', 'AB', '3 kg'],
    ['1', 'Lee Chan', '10150 Jasper Ave NW', 'Edmonton', 'AB', ''],
  ],
}

function renderStep() {
  const onAccept = vi.fn()
  const onCancel = vi.fn()
  render(<ColumnMappingStep columns={columns} initial={proposal} onAccept={onAccept} onCancel={onCancel} />)
  return { onAccept, onCancel, user: userEvent.setup() }
}

describe('ColumnMappingStep (issue 25 item 3)', () => {
  it('shows each column with what it holds and its first values, and takes the focus', () => {
    renderStep()
    expect(screen.getByRole('heading', { name: 'Match your columns' })).toBe(document.activeElement)
    expect(screen.getByRole('combobox', { name: 'Qty' })).toHaveProperty('value', 'packageCount')
    expect(screen.getByRole('combobox', { name: 'Town' })).toHaveProperty('value', 'city')
    expect(screen.getByRole('combobox', { name: 'Weight' })).toHaveProperty('value', '')
    expect(screen.getByRole('combobox', { name: 'Customer' }).getAttribute('aria-describedby')).toBeTruthy()
    expect(screen.getByText('Dana Smith · Lee Chan')).toBeTruthy()
  })

  it('names the fields no column holds and keeps Import disabled until one does; keyboard only', async () => {
    const { user, onAccept } = renderStep()
    const qty = screen.getByRole('combobox', { name: 'Qty' })
    await user.selectOptions(qty, '')
    expect(screen.getByText('No column holds Package Count: no row can be imported without it.')).toBeTruthy()
    const accept = screen.getByRole('button', { name: 'Import With These Columns' })
    expect(accept).toHaveProperty('disabled', true)
    // By keyboard: the Weight column, focused, then chosen as the package count.
    const weight = screen.getByRole('combobox', { name: 'Weight' })
    weight.focus()
    await user.selectOptions(weight, 'packageCount')
    expect(screen.queryByText(/No column holds/)).toBeNull()
    await user.click(accept)
    expect(onAccept).toHaveBeenCalledWith({
      headers: HEADERS,
      fields: [null, 'name', 'address', 'city', 'province', 'packageCount'],
    })
  })

  it('moves a field to the column chosen for it, and imports nothing on cancel', async () => {
    const { user, onAccept, onCancel } = renderStep()
    await user.selectOptions(screen.getByRole('combobox', { name: 'Weight' }), 'name')
    expect(screen.getByRole('combobox', { name: 'Customer' })).toHaveProperty('value', '')
    await user.click(screen.getByRole('button', { name: 'Choose Another File' }))
    expect(onCancel).toHaveBeenCalled()
    expect(onAccept).not.toHaveBeenCalled()
  })
})
