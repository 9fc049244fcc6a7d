// The entry of the self-contained widget bundle (`dist/embed/waybill-widget.js`, React included), which the
// script-tag loader imports on first use. The build puts the widget's stylesheet in `__WAYBILL_EMBED_CSS__`.
import { type MountOptions, mountDeliveryOrderWidget, type WidgetHandle } from './mount.tsx'

declare const __WAYBILL_EMBED_CSS__: string

/** Mounts the order widget in `host`'s shadow root (see `mountDeliveryOrderWidget`). */
export function mount(host: HTMLElement, options: MountOptions): WidgetHandle {
  return mountDeliveryOrderWidget(host, options, __WAYBILL_EMBED_CSS__)
}
