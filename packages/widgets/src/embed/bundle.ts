// The entry of the self-contained widget bundle (`dist/embed/waybill-widget.js`, React included), which the
// script-tag loader imports on first use. The build puts the widget's stylesheet in `__WAYBILL_EMBED_CSS__`.
import { DEFAULT_TIMEZONE, toLocal } from '@waybill/sdk-core'
import { type MountOptions, mountDeliveryOrderWidget, type WidgetHandle } from './mount.tsx'

declare const __WAYBILL_EMBED_CSS__: string

/** Mounts the order widget in `host`'s shadow root (see `mountDeliveryOrderWidget`). */
export function mount(host: HTMLElement, options: MountOptions): WidgetHandle {
  return mountDeliveryOrderWidget(host, options, __WAYBILL_EMBED_CSS__)
}

/**
 * Reads the clock once in the SDK's default timezone (the widget's), so that Intl loads its locale and time zone
 * data now rather than inside the first render: that first use takes 20–30 ms on a slow machine (profiled), a task
 * of its own here (see `bundleSplit.ts`) instead of a part of one of React's.
 */
export function prepare(): void {
  toLocal(Date.now(), DEFAULT_TIMEZONE)
}
