import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
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

  it('expands a row to show its details', async () => {
    const user = userEvent.setup()
    renderTable()
    const row = screen.getByText('Person 0').closest('[role="row"]') as HTMLElement
    const expander = within(row).getByRole('button', { name: 'Show details' })
    await user.click(expander)
    expect(screen.getByText('p0@example.com')).toBeTruthy()
    expect(within(row).getByRole('button', { name: 'Hide details' }).getAttribute('aria-expanded')).toBe(
      'true',
    )
  })

  it('selects a row by click and by Enter, but not through its buttons', async () => {
    const user = userEvent.setup()
    const onRowClick = renderTable()
    const row = screen.getByText('Person 2').closest('[role="row"]') as HTMLElement
    await user.click(row)
    expect(onRowClick).toHaveBeenLastCalledWith(people[2])
    row.focus()
    await user.keyboard('{Enter}')
    expect(onRowClick).toHaveBeenCalledTimes(2)
    await user.click(within(row).getByRole('button', { name: 'Show details' }))
    expect(onRowClick).toHaveBeenCalledTimes(2)
    const selected = screen.getByText('Person 1').closest('[role="row"]') as HTMLElement
    expect(selected.getAttribute('aria-selected')).toBe('true')
  })

  it('says so when there are no rows', () => {
    render(
      <VirtualTable
        caption="People"
        rows={[]}
        rowKey={() => ''}
        columns={[{ key: 'name', header: 'Name', cell: () => '' }]}
        emptyText="No contacts yet."
      />,
    )
    expect(screen.getByText('No contacts yet.')).toBeTruthy()
  })
})
