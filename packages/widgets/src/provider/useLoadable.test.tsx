import { act, render, screen } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { settle } from '../../test/render.tsx'
import { useLoadable } from './useLoadable.ts'

/** Loads whose answers the test gives by hand, in any order. */
function manualLoads() {
  const answers: ((value: string) => void)[] = []
  const load = vi.fn(
    () =>
      new Promise<string>((resolve) => {
        answers.push(resolve)
      }),
  )
  const answer = (index: number, value: string) => act(async () => answers[index]?.(value))
  return { load, answer }
}

function Probe({ load, user }: { load: (user: string) => Promise<string>; user: string }) {
  const list = useLoadable(() => load(user), [load, user])
  return (
    <div>
      <p>{`${list.status}:${list.data ?? '-'}`}</p>
      <button type="button" onClick={() => void list.reload()}>
        Reload
      </button>
    </div>
  )
}

describe('useLoadable', () => {
  it('starts the load on mount and shows its answer', async () => {
    const { load, answer } = manualLoads()
    render(<Probe load={load} user="dana" />)
    await settle()
    expect(load).toHaveBeenCalledOnce()
    expect(screen.getByText('loading:-')).toBeTruthy()
    await answer(0, 'two contacts')
    expect(screen.getByText('ready:two contacts')).toBeTruthy()
  })

  it('shows the newest answer when reloads answer out of order', async () => {
    const { load, answer } = manualLoads()
    render(<Probe load={load} user="dana" />)
    await settle()
    await act(async () => screen.getByRole('button', { name: 'Reload' }).click())
    await answer(1, 'after the change')
    await answer(0, 'before the change')
    expect(screen.getByText('ready:after the change')).toBeTruthy()
  })

  it('loads again, from scratch, when a dependency changes', async () => {
    const { load, answer } = manualLoads()
    const view = render(<Probe load={load} user="dana" />)
    await settle()
    await answer(0, 'dana')
    view.rerender(<Probe load={load} user="avery" />)
    await settle()
    expect(load).toHaveBeenLastCalledWith('avery')
    expect(screen.getByText('loading:-')).toBeTruthy()
    await answer(1, 'avery')
    expect(screen.getByText('ready:avery')).toBeTruthy()
  })

  it('drops an answer that arrives after unmount without an error', async () => {
    const { load, answer } = manualLoads()
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {})
    const view = render(<Probe load={load} user="dana" />)
    await settle()
    view.unmount()
    await answer(0, 'late')
    expect(errors).not.toHaveBeenCalled()
    errors.mockRestore()
  })
})
