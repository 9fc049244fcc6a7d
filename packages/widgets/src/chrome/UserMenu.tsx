import { type FocusEvent, type KeyboardEvent, useEffect, useId, useRef, useState } from 'react'

/** One entry of a {@link UserMenu}. */
export interface UserMenuItem {
  /** Unique within the menu. */
  id: string
  /** The entry's text, e.g. 'Logout'. */
  label: string
  /** Called when the entry is chosen, after the menu closed. */
  onSelect: () => void
}

/** Props of {@link UserMenu}. */
export interface UserMenuProps {
  /** The button's text: the user's name. */
  label: string
  /** The menu's entries, in order. */
  items: readonly UserMenuItem[]
}

/**
 * A menu button (WAI-ARIA APG 'Menu Button'): the button opens a menu of entries. Enter, Space or ArrowDown open
 * it on the first entry, ArrowUp on the last; in the menu, arrows (wrapping), Home and End move, Escape closes it
 * and returns to the button, Tab or a click elsewhere closes it.
 */
export function UserMenu({ label, items }: UserMenuProps) {
  const id = useId()
  const buttonId = `${id}-button`
  const menuId = `${id}-menu`
  const [open, setOpen] = useState(false)
  // Which entry takes focus once the menu is open: first or last.
  const [start, setStart] = useState<'first' | 'last'>('first')
  const wrapper = useRef<HTMLDivElement>(null)
  const button = useRef<HTMLButtonElement>(null)
  const entries = useRef<(HTMLButtonElement | null)[]>([])

  useEffect(() => {
    if (!open) return
    const list = entries.current.filter((entry) => entry !== null)
    ;(start === 'first' ? list[0] : list.at(-1))?.focus()
  }, [open, start])

  const show = (at: 'first' | 'last') => {
    setStart(at)
    setOpen(true)
  }
  const close = (refocus: boolean) => {
    setOpen(false)
    if (refocus) button.current?.focus()
  }

  const onButtonKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return
    event.preventDefault()
    show(event.key === 'ArrowDown' ? 'first' : 'last')
  }

  const onMenuKeyDown = (event: KeyboardEvent) => {
    const list = entries.current.filter((entry) => entry !== null)
    const at = list.indexOf(document.activeElement as HTMLButtonElement)
    const move: Record<string, number | undefined> = {
      ArrowDown: (at + 1) % list.length,
      ArrowUp: (at - 1 + list.length) % list.length,
      Home: 0,
      End: list.length - 1,
    }
    const next = move[event.key]
    if (next !== undefined) {
      event.preventDefault()
      list[next]?.focus()
    } else if (event.key === 'Escape') {
      event.preventDefault()
      close(true)
    } else if (event.key === 'Tab') {
      close(false)
    }
  }

  // Focus leaving the button and the menu (a click elsewhere, Tab) closes the menu.
  const onBlur = (event: FocusEvent) => {
    if (open && !wrapper.current?.contains(event.relatedTarget as Node | null)) close(false)
  }

  return (
    <div ref={wrapper} className="wb-user-menu">
      <button
        ref={button}
        id={buttonId}
        type="button"
        className="wb-user-menu__button"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={() => (open ? close(false) : show('first'))}
        onKeyDown={onButtonKeyDown}
        onBlur={onBlur}
      >
        {label}
        <span className="wb-user-menu__caret" aria-hidden="true" />
      </button>
      {open && (
        <div
          id={menuId}
          className="wb-user-menu__list"
          role="menu"
          aria-labelledby={buttonId}
          onKeyDown={onMenuKeyDown}
        >
          {items.map((item, index) => (
            <button
              key={item.id}
              ref={(element) => {
                entries.current[index] = element
              }}
              type="button"
              role="menuitem"
              tabIndex={-1}
              className="wb-user-menu__item"
              onBlur={onBlur}
              onClick={() => {
                close(true)
                item.onSelect()
              }}
            >
              {item.label}
            </button>
          ))}
        </div>
      )}
    </div>
  )
}
