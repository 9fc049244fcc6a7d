// The entry of the widget's ES module bundle (`dist/embed/waybill-widget.js`), which the script-tag loader imports
// on first use. It is evaluated in two tasks: React here (with its chunk), the widget itself when the first widget
// is mounted (`bundle.ts`, its own chunk), so that neither evaluation is a long task on the host page.
import 'react'
import 'react-dom/client'
import type { MountOptions, WidgetHandle } from './mount.tsx'

let loaded: Promise<typeof import('./bundle.ts')> | undefined

/** Mounts the order widget in `host`'s shadow root once the widget's code has loaded (see `bundle.ts`). */
export async function mount(host: HTMLElement, options: MountOptions): Promise<WidgetHandle> {
  const first = loaded === undefined
  loaded ??= import('./bundle.ts')
  const widget = await loaded
  // Evaluating the widget's chunk, loading Intl's data and the first mount are three tasks: together they made a
  // long task on the host page.
  if (first) {
    await nextTask()
    widget.prepare()
    await nextTask()
  }
  return widget.mount(host, options)
}

const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0))
