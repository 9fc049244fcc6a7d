import { useEffect } from 'react'

/**
 * Names the browser document `title` while the calling component is mounted, following its changes, and puts the
 * title it found back when it unmounts. Null leaves the title alone (an embedded widget must not rename its host's
 * page). No-op without a document (server rendering).
 */
export function useDocumentTitle(title: string | null): void {
  useEffect(() => {
    if (title === null || typeof document === 'undefined') return
    const previous = document.title
    document.title = title
    return () => {
      document.title = previous
    }
  }, [title])
}
