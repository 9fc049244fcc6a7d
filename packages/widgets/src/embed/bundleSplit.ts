// The entry of the widget's ES module bundle (`dist/embed/waybill-widget.js`), which the script-tag loader imports
// on first use. It is evaluated in tasks of its own, so that none is a long task on the host page: React here (with
// its chunk), the widget's chunk (`bundle.ts`), Intl's data (`prepare`), then each mount.
import 'react'
import 'react-dom/client'
import type { MountOptions, WidgetHandle } from './mount.tsx'

let ready: Promise<typeof import('./bundle.ts')> | undefined

const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0))

/** Mounts the order widget in `host`'s shadow root once the widget's code has loaded (see `bundle.ts`). */
export async function mount(host: HTMLElement, options: MountOptions): Promise<WidgetHandle> {
  // One promise for every widget of the page: a second one mounted while the first loads waits for `prepare` too.
  ready ??= import('./bundle.ts').then(async (widget) => {
    await nextTask()
    widget.prepare()
    await nextTask()
    return widget
  })
  const loading = ready
  // A chunk that could not load is asked for again by the next mount (the loader's retry), not failed from memory.
  loading.catch(() => {
    if (ready === loading) ready = undefined
  })
  const widget = await loading
  return widget.mount(host, options)
}
