// The script-tag loader (`dist/embed/waybill-loader.js`, a classic script of a few hundred bytes). It defines
// `window.Waybill.mount(host, options)`, reserves the widget's box at once (no layout shift when it arrives),
// and imports the widget bundle beside it only when a widget is mounted. Hosts marked
// `data-waybill-order-widget='{"proxyUrl":"/waybill","pickup":{…}}'` are mounted by themselves. Whatever the
// host holds stays visible until the widget is in place, and if it cannot load: that is the page's fallback.
import type { MountOptions, WidgetHandle } from './mount.tsx'

/** What the loader adds to `window`. */
export interface WaybillLoader {
  /** Mounts an order widget in `host` (an element or a selector); resolves once it is mounted. */
  mount(host: HTMLElement | string, options: LoaderMountOptions): Promise<WidgetHandle>
}

/** The mount options, plus the height reserved until the widget arrives. */
export interface LoaderMountOptions extends MountOptions {
  /** A CSS length; '720px' by default. The box then follows the widget's own height. */
  readonly reservedHeight?: string
}

const RESERVED_HEIGHT = '720px'
const script = document.currentScript
const bundleUrl = new URL(
  'waybill-widget.js',
  script instanceof HTMLScriptElement && script.src ? script.src : document.baseURI,
).href
let bundle: Promise<{ mount(host: HTMLElement, options: MountOptions): Promise<WidgetHandle> }> | undefined

async function mount(target: HTMLElement | string, options: LoaderMountOptions): Promise<WidgetHandle> {
  const host = typeof target === 'string' ? document.querySelector<HTMLElement>(target) : target
  if (!host) throw new TypeError(`Waybill.mount: no element matches ${String(target)}`)
  const reserved = host.style.minHeight === ''
  if (reserved) host.style.minHeight = options.reservedHeight ?? RESERVED_HEIGHT
  bundle ??= import(/* @vite-ignore */ bundleUrl)
  try {
    const handle = await (await bundle).mount(host, options)
    handle.on('resize', ({ height }) => {
      if (reserved) host.style.minHeight = `${height}px`
    })
    return {
      on: handle.on,
      destroy() {
        handle.destroy()
        if (reserved) host.style.minHeight = ''
      },
    }
  } catch (error) {
    bundle = undefined
    host.dispatchEvent(
      new CustomEvent('waybill:error', { detail: { type: 'error', message: String(error) } }),
    )
    throw error
  }
}

const loader: WaybillLoader = { mount }
;(window as unknown as { Waybill: WaybillLoader }).Waybill = loader

for (const host of document.querySelectorAll<HTMLElement>('[data-waybill-order-widget]')) {
  let options: LoaderMountOptions
  try {
    options = JSON.parse(host.dataset.waybillOrderWidget ?? '')
  } catch {
    console.error('Waybill: the data-waybill-order-widget attribute is not JSON')
    continue
  }
  mount(host, options).catch((error: unknown) =>
    console.error('Waybill: the order widget could not load', error),
  )
}
