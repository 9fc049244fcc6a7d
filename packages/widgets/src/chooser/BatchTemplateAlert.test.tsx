import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { type CookieJar, messages } from '@waybill/sdk-core'
import { HINTS, type HintDefinition, memoryCookieJar } from '@waybill/sdk-core/internal'
import { StrictMode } from 'react'
import { describe, expect, it } from 'vitest'
import { BatchTemplateAlert } from './BatchTemplateAlert.tsx'

/** Mounts the alert once (a visit of the screen), returns whether it showed, and unmounts it. */
function visit(jar: CookieJar, hint: HintDefinition = HINTS.chooserBatchTemplate) {
  const view = render(
    <StrictMode>
      <BatchTemplateAlert jar={jar} hint={hint} />
    </StrictMode>,
  )
  const shown = screen.queryByText(messages.newBatchTemplate) !== null
  view.unmount()
  return shown
}

describe('BatchTemplateAlert', () => {
  it('shows on the first 3 visits of the chooser, then no more, counting one per visit under StrictMode (part 1 §9)', () => {
    const jar = memoryCookieJar()
    expect([visit(jar), visit(jar), visit(jar), visit(jar), visit(jar)]).toEqual([
      true,
      true,
      true,
      false,
      false,
    ])
    expect(jar.get(HINTS.chooserBatchTemplate.cookie)).toBe('3')
  })

  it("shows a batch screen's alert twice (part 1 §9)", () => {
    const jar = memoryCookieJar()
    const hint = HINTS.oneToManyBatchTemplate
    expect([visit(jar, hint), visit(jar, hint), visit(jar, hint)]).toEqual([true, true, false])
    expect(jar.get(HINTS.chooserBatchTemplate.cookie)).toBeUndefined()
  })

  it('is announced as a status and goes away with its dismiss button (part 1 §2)', async () => {
    const user = userEvent.setup()
    render(<BatchTemplateAlert jar={memoryCookieJar()} />)
    expect(screen.getByRole('status').textContent).toContain(messages.newBatchTemplate)
    await user.click(screen.getByRole('button', { name: 'Dismiss' }))
    expect(screen.queryByText(messages.newBatchTemplate)).toBeNull()
  })
})
