import { act, render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { createPortal } from 'react-dom'
import { afterEach, describe, expect, it, vi } from 'vitest'
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

  describe("in a customer's hands (issue 21)", () => {
    afterEach(() => vi.unstubAllGlobals())

    const columns = [
      { key: 'name', header: 'Name', text: (row: Person) => row.name },
      {
        key: 'email',
        header: 'Email',
        text: (row: Person) => row.email,
        error: (row: Person) => (row.id === 1 ? 'Email bounced' : undefined),
      },
      {
        key: 'act',
        header: 'Actions',
        cell: (row: Person) => <button type="button">Call {row.name}</button>,
      },
    ]

    it('labels each cell with its column header for the stacked cards, for the eye only: the ARIA table stays', () => {
      render(
        <VirtualTable
          caption="People"
          rows={people.slice(0, 3)}
          rowKey={(row) => String(row.id)}
          columns={columns}
        />,
      )
      const table = screen.getByRole('table', { name: 'People' })
      expect(
        within(table)
          .getAllByRole('columnheader')
          .map((header) => header.textContent),
      ).toEqual(['Name', 'Email', 'Actions'])
      const row = screen.getByText('Person 1').closest('[role="row"]') as HTMLElement
      const cells = within(row).getAllByRole('cell')
      expect(cells.map((cell) => cell.getAttribute('data-label'))).toEqual(['Name', 'Email', 'Actions'])
      // The label is not text of the cell: a screen reader hears the value, named by its column header.
      expect(cells.map((cell) => cell.textContent)).toEqual([
        'Person 1',
        'p1@example.comEmail bounced',
        'Call Person 1',
      ])
      expect(within(cells[1] as HTMLElement).getByText('Email bounced').className).toBe('wb-vtable__error')
    })

    it('gives a value cut short its whole text on hover, and no tooltip to a value shown whole', async () => {
      const user = userEvent.setup()
      render(
        <VirtualTable
          caption="People"
          rows={people.slice(0, 3)}
          rowKey={(row) => String(row.id)}
          columns={columns}
        />,
      )
      const value = screen.getByText('p2@example.com')
      Object.defineProperty(value, 'clientHeight', { configurable: true, value: 40 })
      Object.defineProperty(value, 'scrollHeight', { configurable: true, value: 60 })
      await user.hover(value)
      expect(value.getAttribute('title')).toBe('p2@example.com')
      await user.unhover(value)
      Object.defineProperty(value, 'scrollHeight', { configurable: true, value: 40 })
      await user.hover(value)
      expect(value.hasAttribute('title')).toBe(false)
    })

    it.each([
      ['up to 100 rows by default', 'auto', 100, true],
      ['more by default: a batch of hundreds of rows keeps what follows it near', 'auto', 101, false],
      ['always when asked', 'page', 1000, true],
      ['never when asked for a box', 'box', 10, false],
    ] as const)(
      'lets the page scroll the rows (one scroll container per page) %s',
      (_, scroll, count, inPage) => {
        render(
          <VirtualTable
            caption="People"
            rows={people.slice(0, count)}
            rowKey={(row) => String(row.id)}
            columns={columns}
            scroll={scroll}
            height={300}
          />,
        )
        const body = screen.getAllByRole('rowgroup')[1] as HTMLElement
        expect(body.style.overflowY).toBe(inPage ? '' : 'auto')
        expect(body.style.maxHeight).toBe(inPage ? '' : '300px')
      },
    )

    it('renders every row of a page-long list the page scrolls (find in page, print), and only those in view past 100', () => {
      const { unmount } = render(
        <VirtualTable
          caption="People"
          rows={people.slice(0, 60)}
          rowKey={(row) => String(row.id)}
          columns={columns}
        />,
      )
      expect(screen.getByText('Person 59')).toBeTruthy()
      // In the page's flow: react-window neither positions nor sizes them.
      const item = screen.getByText('Person 59').closest('.wb-vtable__item') as HTMLElement
      expect(item.style.position).toBe('')
      expect(item.style.transform).toBe('')
      unmount()
      render(
        <VirtualTable
          caption="People"
          rows={people}
          rowKey={(row) => String(row.id)}
          columns={columns}
          scroll="page"
        />,
      )
      expect(screen.getByText('Person 0')).toBeTruthy()
      expect(screen.queryByText('Person 900')).toBeNull()
    })

    it('moves the virtual rows below down when a row is taller than assumed (it wraps, or is a card): rows never overlap', () => {
      let report: ResizeObserverCallback = () => {}
      const observed = new Set<Element>()
      vi.stubGlobal(
        'ResizeObserver',
        class {
          constructor(callback: ResizeObserverCallback) {
            report = callback
          }
          observe(element: Element) {
            observed.add(element)
          }
          unobserve(element: Element) {
            observed.delete(element)
          }
          disconnect() {
            observed.clear()
          }
        },
      )
      render(
        <VirtualTable
          caption="People"
          rows={people.slice(0, 5)}
          rowKey={(row) => String(row.id)}
          columns={columns}
          scroll="box"
        />,
      )
      const item = (name: string) => screen.getByText(name).closest('.wb-vtable__item') as HTMLElement
      const top = (name: string) => item(name).style.transform
      expect(top('Person 1')).toBe('translateY(48px)')
      expect(observed.has(item('Person 0'))).toBe(true)
      const size = (element: Element, blockSize: number) =>
        ({
          target: element,
          borderBoxSize: [{ blockSize, inlineSize: 800 }],
        }) as unknown as ResizeObserverEntry
      act(() =>
        report(
          [size(item('Person 0'), 48), size(item('Person 1'), 130), size(item('Person 2'), 48)],
          {} as ResizeObserver,
        ),
      )
      expect(top('Person 1')).toBe('translateY(48px)')
      expect(top('Person 2')).toBe('translateY(178px)')
      expect(top('Person 3')).toBe('translateY(226px)')
    })
  })
})
