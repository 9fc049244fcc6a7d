import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { createPortal } from 'react-dom'
import { describe, expect, it, vi } from 'vitest'
import { VirtualTable } from './VirtualTable.tsx'

interface Person {
  id: number
  name: string
  email: string
}

const people: Person[] = Array.from({ length: 1000 }, (_, i) => ({
  id: i,
  name: `Person ${i}`,
  email: `p${i}@example.com`,
}))

function renderTable(onRowClick = vi.fn()) {
  render(
    <VirtualTable
      caption="People"
      rows={people}
      rowKey={(row) => String(row.id)}
      columns={[{ key: 'name', header: 'Name', cell: (row) => row.name }]}
      expandable={(row) => <p>{row.email}</p>}
      onRowClick={onRowClick}
      selectedKey="1"
    />,
  )
  return onRowClick
}

describe('VirtualTable', () => {
  it('renders only the rows in view of a long list (ARCHITECTURE §5 "Tables are virtual")', () => {
    renderTable()
    const table = screen.getByRole('table', { name: 'People' })
    expect(table.getAttribute('aria-rowcount')).toBe('1001')
    expect(screen.getByRole('columnheader', { name: 'Name' })).toBeTruthy()
    expect(screen.getByText('Person 0')).toBeTruthy()
    expect(screen.queryByText('Person 900')).toBeNull()
    expect(screen.getAllByRole('row').length).toBeLessThan(40)
  })

  it('expands a row to show its details in a row of their own, spanning every column', async () => {
    const user = userEvent.setup()
    renderTable()
    const row = screen.getByText('Person 0').closest('[role="row"]') as HTMLElement
    const expander = within(row).getByRole('button', { name: 'Show details' })
    await user.click(expander)
    const shown = screen.getByText('p0@example.com')
    const cell = shown.closest('[role="cell"]') as HTMLElement
    expect(cell.getAttribute('aria-colspan')).toBe('2')
    const detailsRow = cell.closest('[role="row"]') as HTMLElement
    expect(detailsRow).not.toBe(row)
    expect(within(detailsRow).getAllByRole('cell')).toHaveLength(1)
    expect(detailsRow.getAttribute('aria-rowindex')).toBe('3')
    const next = screen.getByText('Person 1').closest('[role="row"]') as HTMLElement
    expect(next.getAttribute('aria-rowindex')).toBe('4')
    expect(screen.getByRole('table').getAttribute('aria-rowcount')).toBe('1002')
    const hide = within(row).getByRole('button', { name: 'Hide details' })
    expect(hide.getAttribute('aria-expanded')).toBe('true')
    expect(hide.getAttribute('aria-controls')).toBe(cell.id)
  })

  it('selects a row by a click, not through its buttons, and marks the selected row current', async () => {
    const user = userEvent.setup()
    const onRowClick = renderTable()
    const row = screen.getByText('Person 2').closest('[role="row"]') as HTMLElement
    await user.click(row)
    expect(onRowClick).toHaveBeenLastCalledWith(people[2])
    await user.click(within(row).getByRole('button', { name: 'Show details' }))
    expect(onRowClick).toHaveBeenCalledTimes(1)
    const selected = screen.getByText('Person 1').closest('[role="row"]') as HTMLElement
    expect(selected.getAttribute('aria-current')).toBe('true')
    expect(row.hasAttribute('aria-current')).toBe(false)
    expect(screen.getAllByRole('row').some((each) => each.hasAttribute('aria-selected'))).toBe(false)
  })

  it('keeps rows out of the tab order: Tab goes from button to button', async () => {
    const user = userEvent.setup()
    renderTable()
    expect(screen.getAllByRole('row').some((row) => row.hasAttribute('tabindex'))).toBe(false)
    await user.tab()
    expect(document.activeElement).toBe(screen.getAllByRole('button', { name: 'Show details' })[0])
    await user.tab()
    expect(document.activeElement).toBe(screen.getAllByRole('button', { name: 'Show details' })[1])
  })

  it('says so when there are no rows, in a row with one cell spanning every column (read as part of the table)', () => {
    render(
      <VirtualTable
        caption="People"
        rows={[]}
        rowKey={() => ''}
        columns={[
          { key: 'name', header: 'Name', cell: () => '' },
          { key: 'email', header: 'Email', cell: () => '' },
        ]}
        expandable={() => null}
        emptyText="No contacts yet."
      />,
    )
    const table = screen.getByRole('table', { name: 'People' })
    const cell = within(table).getByRole('cell', { name: 'No contacts yet.' })
    expect(cell.getAttribute('aria-colspan')).toBe('3')
    const row = cell.parentElement as HTMLElement
    expect(row.getAttribute('role')).toBe('row')
    expect(row.getAttribute('aria-rowindex')).toBe('2')
    expect(row.parentElement?.getAttribute('role')).toBe('rowgroup')
    expect(within(row).getAllByRole('cell')).toEqual([cell])
    expect(within(table).getAllByRole('row')).toHaveLength(2)
    expect(table.getAttribute('aria-rowcount')).toBe('2')
    expect(table.querySelector(':scope > p')).toBeNull()
  })

  it('keys rendered rows by rowKey, so a row keeps its state when the rows above it go', async () => {
    const user = userEvent.setup()
    function Note({ person }: { person: Person }) {
      const [note, setNote] = useState('')
      return (
        <input
          aria-label={`Note for ${person.name}`}
          value={note}
          onChange={(e) => setNote(e.target.value)}
        />
      )
    }
    const columns = [{ key: 'note', header: 'Note', cell: (row: Person) => <Note person={row} /> }]
    const table = (rows: Person[]) => (
      <VirtualTable caption="People" rows={rows} rowKey={(row) => String(row.id)} columns={columns} />
    )
    const { rerender } = render(table(people.slice(0, 3)))
    await user.type(screen.getByRole('textbox', { name: 'Note for Person 1' }), 'hi')
    rerender(table(people.slice(1, 3)))
    expect((screen.getByRole('textbox', { name: 'Note for Person 1' }) as HTMLInputElement).value).toBe('hi')
    expect((screen.getByRole('textbox', { name: 'Note for Person 2' }) as HTMLInputElement).value).toBe('')
  })

  it('does not take a click in a portal opened from a cell (a modal) as a row click', async () => {
    const user = userEvent.setup()
    const onRowClick = vi.fn()
    render(
      <VirtualTable
        caption="People"
        rows={people.slice(0, 2)}
        rowKey={(row) => String(row.id)}
        columns={[
          { key: 'x', header: 'X', cell: (row) => createPortal(<p>Portal of {row.name}</p>, document.body) },
        ]}
        onRowClick={onRowClick}
      />,
    )
    await user.click(screen.getByText('Portal of Person 0'))
    expect(onRowClick).not.toHaveBeenCalled()
  })
})
