// The entry of the self-contained widget bundle (`dist/embed/waybill-widget.js`, React included), which the
// script-tag loader imports on first use. Its stylesheet comes in as text, which the build purges and minifies.
// biome-ignore-all assist/source/organizeImports: the stylesheet imported last is last in the widget's chunk (gzip).
import { DEFAULT_TIMEZONE, toLocal } from '@waybill/sdk-core/rules'
import { type MountOptions, mountDeliveryOrderWidget, type WidgetHandle } from './mount.tsx'
// Imported last, the stylesheet's text follows the widget's code in its chunk: 0.3 kB less gzip than before it.
import css from '../styles/embed.css?inline'

/** Mounts the order widget in `host`'s shadow root (see `mountDeliveryOrderWidget`). */
export function mount(host: HTMLElement, options: MountOptions): WidgetHandle {
  return mountDeliveryOrderWidget(host, options, css)
}

/**
 * Reads the clock once in the SDK's default timezone (the widget's), so that Intl loads its locale and time zone
 * data now rather than inside the first render: that first use takes 20–30 ms on a slow machine (profiled), a task
 * of its own here (see `bundleSplit.ts`) instead of a part of one of React's.
 */
export function prepare(): void {
  toLocal(Date.now(), DEFAULT_TIMEZONE)
}
