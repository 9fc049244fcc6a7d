import { StrictMode, startTransition } from 'react'
import { createRoot } from 'react-dom/client'
import { DeliveryOrderWidget, type DeliveryOrderWidgetProps } from './DeliveryOrderWidget.tsx'
import type { DeliveryOrderWidgetEvent } from './events.ts'

/** The widget's look: each value sets one of the stylesheet's custom properties inside the shadow root. */
export interface WidgetAppearance {
  /** Buttons and focus rings (`--wb-color-primary`). */
  readonly colorPrimary?: string
  /** Text on primary buttons (`--wb-color-primary-text`). */
  readonly colorPrimaryText?: string
  /** Body text (`--wb-color-text`). */
  readonly colorText?: string
  /** The widget's background (`--wb-color-surface`). */
  readonly colorSurface?: string
  /** Errors (`--wb-color-error`). */
  readonly colorError?: string
  /** Font stack (`--wb-font`). */
  readonly fontFamily?: string
  /** Corner radius, e.g. '4px' (`--wb-radius`). */
  readonly radius?: string
}

const PROPERTIES: Readonly<Record<keyof WidgetAppearance, string>> = {
  colorPrimary: '--wb-color-primary',
  colorPrimaryText: '--wb-color-primary-text',
  colorText: '--wb-color-text',
  colorSurface: '--wb-color-surface',
  colorError: '--wb-color-error',
  fontFamily: '--wb-font',
  radius: '--wb-radius',
}

/** What the script-tag form takes: the component's props without a client (the proxy URL makes it). */
export interface MountOptions extends Omit<DeliveryOrderWidgetProps, 'client' | 'proxyUrl' | 'onEvent'> {
  /** The merchant's proxy, e.g. '/waybill'. */
  readonly proxyUrl: string
  /** Theme values; the host page can also set the `--wb-*` custom properties on the host element. */
  readonly appearance?: WidgetAppearance
  /** Told of every event, as the host element's `waybill:<type>` DOM events are. */
  readonly onEvent?: (event: DeliveryOrderWidgetEvent) => void
}

/** A mounted widget. */
export interface WidgetHandle {
  /** Listens to one kind of event; returns the way to stop listening. */
  on<T extends DeliveryOrderWidgetEvent['type']>(
    type: T,
    listener: (event: Extract<DeliveryOrderWidgetEvent, { type: T }>) => void,
  ): () => void
  /** Unmounts the widget and empties its shadow root; the host element stays the page's. */
  destroy(): void
}

/** The widget mounted in each host, so that mounting again first unmounts the one there. */
const mounted = new WeakMap<HTMLElement, WidgetHandle>()

/**
 * Mounts the order widget in a shadow root of `host` (styles isolated both ways: the page's rules do not reach in,
 * the widget's do not leak out; only the `--wb-*` custom properties cross, on purpose). `css` is the widget's
 * stylesheet, adopted as a constructed sheet (no `<style>` element, so a strict CSP needs no 'unsafe-inline').
 * Events go to `options.onEvent`, to `on()` listeners and, as `waybill:<type>` CustomEvents, to the host.
 */
export function mountDeliveryOrderWidget(
  host: HTMLElement,
  options: MountOptions,
  css: string,
): WidgetHandle {
  mounted.get(host)?.destroy()
  const shadow = host.shadowRoot ?? host.attachShadow({ mode: 'open' })
  const sheet = new CSSStyleSheet()
  sheet.replaceSync(css)
  shadow.adoptedStyleSheets = [sheet]
  const container = document.createElement('div')
  container.className = 'wb-embed'
  for (const [key, property] of Object.entries(PROPERTIES)) {
    const value = options.appearance?.[key as keyof WidgetAppearance]
    if (value !== undefined) container.style.setProperty(property, value)
  }
  shadow.replaceChildren(container)

  const listeners = new Set<(event: DeliveryOrderWidgetEvent) => void>()
  const emit = (event: DeliveryOrderWidgetEvent) => {
    options.onEvent?.(event)
    for (const listener of listeners) listener(event)
    host.dispatchEvent(new CustomEvent(`waybill:${event.type}`, { detail: event }))
  }
  let height = -1
  const resize = new ResizeObserver(() => {
    const next = Math.ceil(container.getBoundingClientRect().height)
    if (next === height) return
    height = next
    emit({ type: 'resize', height })
  })
  resize.observe(container)

  const { proxyUrl, appearance: _appearance, onEvent: _onEvent, ...props } = options
  const root = createRoot(container)
  // A transition: React renders the form in slices that yield to the host page (no long task on its main thread).
  startTransition(() => {
    root.render(
      <StrictMode>
        <DeliveryOrderWidget {...props} proxyUrl={proxyUrl} onEvent={emit} />
      </StrictMode>,
    )
  })
  const handle: WidgetHandle = {
    on(type, listener) {
      const each = (event: DeliveryOrderWidgetEvent) => {
        if (event.type === type) listener(event as Extract<DeliveryOrderWidgetEvent, { type: typeof type }>)
      }
      listeners.add(each)
      return () => listeners.delete(each)
    },
    destroy() {
      if (mounted.get(host) !== handle) return
      mounted.delete(host)
      resize.disconnect()
      listeners.clear()
      root.unmount()
      shadow.replaceChildren()
      shadow.adoptedStyleSheets = []
    },
  }
  mounted.set(host, handle)
  return handle
}
