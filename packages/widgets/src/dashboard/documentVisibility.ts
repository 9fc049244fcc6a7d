import type { VisibilitySource } from '@waybill/sdk-core/internal'

/** The part of a `Document` {@link documentVisibility} reads. */
export type VisibilityDocument = Pick<
  Document,
  'visibilityState' | 'addEventListener' | 'removeEventListener'
>

/** A page that is never hidden: where there is no document (server rendering). */
const ALWAYS_VISIBLE: VisibilitySource = { hidden: () => false, subscribe: () => () => undefined }

/**
 * The browser page's visibility for sdk-core's polling (`createLiveMap`'s `visibility`): hidden while
 * `document.visibilityState` is 'hidden', news of changes from the `visibilitychange` event. Without a document
 * (server rendering, or `null` passed) the page counts as always visible.
 *
 * @param target - The document to watch; the global `document` by default, null for none.
 *
 * @example
 * ```ts
 * const map = createLiveMap({ client, apiCode: () => session.apiCode(), visibility: documentVisibility() })
 * ```
 */
export function documentVisibility(
  target: VisibilityDocument | null = typeof document === 'undefined' ? null : document,
): VisibilitySource {
  if (!target) return ALWAYS_VISIBLE
  return {
    hidden: () => target.visibilityState === 'hidden',
    subscribe(listener) {
      const onChange = () => listener()
      target.addEventListener('visibilitychange', onChange)
      return () => target.removeEventListener('visibilitychange', onChange)
    },
  }
}
