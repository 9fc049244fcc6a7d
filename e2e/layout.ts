import type { Page } from '@playwright/test'

/** The three widths every screen must fit (issue 21): a phone, a tablet and a laptop. */
export const WIDTHS = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'tablet', width: 820, height: 1180 },
  { name: 'laptop', width: 1366, height: 900 },
] as const

/** The smallest target a pointer must be offered (WCAG 2.2 SC 2.5.8, 'Target Size (Minimum)'). */
export const MIN_TARGET_PX = 24

/**
 * What a user would trip over on the page as it is laid out now, one line each: sideways scroll of the page, a
 * control or header whose text is cut, a control clipped by a box or off the screen, two controls overlapping, a
 * target under 24×24 px. Empty when the screen is usable at this width.
 */
export async function layoutProblems(page: Page): Promise<string[]> {
  // Runs in the page: Playwright serialises the function, so everything it uses is declared inside it.
  return page.evaluate((minTarget) => {
    const problems: string[] = []
    const viewportWidth = document.documentElement.clientWidth
    const pageWidth = document.documentElement.scrollWidth
    if (pageWidth > viewportWidth + 1) problems.push(`page scrolls sideways: ${pageWidth - viewportWidth} px`)

    const MAP = '.wb-map'
    const CONTROLS =
      'button, a[href], input:not([type="hidden"]), select, textarea, [role="button"], [role="tab"], [role="columnheader"], [tabindex]:not([tabindex="-1"])'
    const describe = (element: Element): string => {
      const label =
        element.getAttribute('aria-label') ??
        (element as HTMLElement).innerText?.trim() ??
        element.getAttribute('name') ??
        ''
      const name = label.replace(/\s+/g, ' ').slice(0, 40)
      return `${element.tagName.toLowerCase()}${name ? ` '${name}'` : ''}`
    }
    const visible = (element: Element): boolean => {
      const style = getComputedStyle(element)
      if (style.visibility === 'hidden' || style.display === 'none' || Number(style.opacity) === 0)
        return false
      const rect = element.getBoundingClientRect()
      return rect.width > 1 && rect.height > 1
    }
    // The part of a rect that the boxes around it let through (scroll boxes, clipped overflow).
    const clipOf = (element: Element): { left: number; right: number; top: number; bottom: number } => {
      const clip = { left: -Infinity, right: Infinity, top: -Infinity, bottom: Infinity }
      for (let parent = element.parentElement; parent; parent = parent.parentElement) {
        const style = getComputedStyle(parent)
        if (style.overflowX !== 'visible' || style.overflowY !== 'visible') {
          const box = parent.getBoundingClientRect()
          if (style.overflowX !== 'visible') {
            clip.left = Math.max(clip.left, box.left + parent.clientLeft)
            clip.right = Math.min(clip.right, box.left + parent.clientLeft + parent.clientWidth)
          }
          if (style.overflowY !== 'visible') {
            clip.top = Math.max(clip.top, box.top + parent.clientTop)
            clip.bottom = Math.min(clip.bottom, box.top + parent.clientTop + parent.clientHeight)
          }
        }
        if (style.position === 'fixed') break
      }
      return clip
    }
    // A visually hidden native input stands in for its label, which is the target: the label is checked instead.
    const visuallyHidden = (element: Element): boolean => {
      const rect = element.getBoundingClientRect()
      return rect.width <= 1 || rect.height <= 1 || getComputedStyle(element).clipPath.startsWith('inset(50%')
    }
    // A link inside a sentence is exempt from the target size (SC 2.5.8 'Inline').
    const inline = (element: Element): boolean =>
      element.tagName === 'A' &&
      getComputedStyle(element).display === 'inline' &&
      [...(element.parentElement?.childNodes ?? [])].some(
        (node) =>
          node !== element && node.nodeType === Node.TEXT_NODE && (node.textContent ?? '').trim() !== '',
      )

    // A box or a radio is pressed through its label too: the two together are its target.
    const labelOf = (element: Element): Element | null =>
      element.closest('label') ??
      (element.id ? document.querySelector(`label[for="${CSS.escape(element.id)}"]`) : null)
    const targetOf = (element: Element): { width: number; height: number } => {
      const rect = element.getBoundingClientRect()
      const type = element.getAttribute('type')
      const label = type === 'checkbox' || type === 'radio' ? labelOf(element) : null
      if (!label || !visible(label)) return rect
      const other = label.getBoundingClientRect()
      return {
        width: Math.max(rect.right, other.right) - Math.min(rect.left, other.left),
        height: Math.max(rect.bottom, other.bottom) - Math.min(rect.top, other.top),
      }
    }

    const controls = [...document.querySelectorAll(CONTROLS)].filter(
      (element) => visible(element) && !element.closest('[aria-hidden="true"], [inert]'),
    )
    const shown: { element: Element; rect: DOMRect }[] = []
    for (const element of controls) {
      const rect = element.getBoundingClientRect()
      const clip = clipOf(element)
      // Rows scrolled out of their scroll box are not on screen: only what the box shows is judged.
      if (rect.bottom <= clip.top || rect.top >= clip.bottom) continue
      if (rect.right > viewportWidth + 1 || rect.left < -1) {
        problems.push(
          `${describe(element)} is off the screen (${Math.round(rect.left)}–${Math.round(rect.right)} px)`,
        )
      } else if (rect.left < clip.left - 1 || rect.right > clip.right + 1) {
        problems.push(`${describe(element)} is clipped by a box around it`)
      }
      const html = element as HTMLElement
      const cutText =
        html.scrollWidth > html.clientWidth + 1 &&
        getComputedStyle(element).overflowX !== 'visible' &&
        !['INPUT', 'SELECT', 'TEXTAREA'].includes(element.tagName) &&
        !html.title
      const overflowsItself =
        element.getAttribute('role') === 'columnheader' && html.scrollWidth > html.clientWidth + 1
      if (cutText || overflowsItself) problems.push(`${describe(element)} has its text cut`)
      if (!visuallyHidden(element) && !inline(element)) {
        const target = targetOf(element)
        if (target.width < minTarget - 0.5 || target.height < minTarget - 0.5) {
          const isHeader = element.getAttribute('role') === 'columnheader'
          if (!isHeader) {
            problems.push(
              `${describe(element)} is a ${Math.round(target.width)}×${Math.round(target.height)} px target`,
            )
          }
        }
        shown.push({ element, rect })
        // Something drawn over the control (a sticky map, a toast) takes the pointer from it.
        const x = Math.min(Math.max((rect.left + rect.right) / 2, clip.left + 1), clip.right - 1)
        const y = Math.min(Math.max((rect.top + rect.bottom) / 2, clip.top + 1), clip.bottom - 1)
        const top =
          x >= 0 && x < viewportWidth && y >= 0 && y < innerHeight ? document.elementFromPoint(x, y) : null
        const label = labelOf(element)
        const sameMap = element.closest(MAP) !== null && element.closest(MAP) === top?.closest(MAP)
        if (top && !sameMap && !element.contains(top) && !top.contains(element) && !label?.contains(top)) {
          problems.push(`${describe(element)} is covered by ${describe(top)}`)
        }
      }
    }
    // A value cut short: with an ellipsis and its full text on hover (a title) it may be, cut mid-word it may not.
    for (const element of document.querySelectorAll('body *')) {
      const html = element as HTMLElement
      if (html.scrollWidth <= html.clientWidth + 1 || !visible(element)) continue
      const style = getComputedStyle(element)
      if (style.overflowX === 'visible' || element.matches(CONTROLS)) continue
      const ownText = [...element.childNodes].some(
        (node) => node.nodeType === Node.TEXT_NODE && (node.textContent ?? '').trim() !== '',
      )
      if (!ownText || element.closest('[aria-hidden="true"], [inert]')) continue
      const clip = clipOf(element)
      const rect = element.getBoundingClientRect()
      if (rect.bottom <= clip.top || rect.top >= clip.bottom) continue
      if (style.textOverflow !== 'ellipsis') problems.push(`${describe(element)} has its text cut mid-word`)
      else if (!element.closest('[title]'))
        problems.push(`${describe(element)} is cut with no full text on hover`)
    }
    for (let i = 0; i < shown.length; i += 1) {
      for (let j = i + 1; j < shown.length; j += 1) {
        const a = shown[i]
        const b = shown[j]
        if (!a || !b || a.element.contains(b.element) || b.element.contains(a.element)) continue
        // Markers of one map may sit on each other (one pickup for many deliveries) and on the map's own controls.
        const map = a.element.closest(MAP)
        if (map && map === b.element.closest(MAP)) continue
        const width = Math.min(a.rect.right, b.rect.right) - Math.max(a.rect.left, b.rect.left)
        const height = Math.min(a.rect.bottom, b.rect.bottom) - Math.max(a.rect.top, b.rect.top)
        if (width > 1 && height > 1) problems.push(`${describe(a.element)} overlaps ${describe(b.element)}`)
      }
    }
    return problems
  }, MIN_TARGET_PX)
}
