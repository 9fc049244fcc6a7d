import { messages } from '@waybill/sdk-core'
import { useWaybill } from '@waybill/widgets'
import { useEffect } from 'react'
import { useLocation, useRouteError } from 'react-router'

const RELOADED_FOR_CODE = 'portal:reloadedForMissingCode'

/** A screen's code chunk did not download: usually an old build's chunk, gone after a deploy. */
function isMissingCode(error: unknown): boolean {
  return (
    error instanceof TypeError &&
    /dynamically imported module|module script failed|Importing a module script/i.test(error.message)
  )
}

/**
 * The router's error element (part 1 §8, part 2 §2.10 'Fallback'): logs the failure and shows 'Something went
 * wrong.'. A screen whose code cannot be downloaded (an old build's chunk after a deploy) reloads the page once
 * for that path instead, to fetch the served build.
 */
export function RouteError({ error: given }: { error?: unknown }) {
  const routeError = useRouteError()
  const error = given ?? routeError
  const { client } = useWaybill('RouteError')
  const { pathname } = useLocation()
  const reload = isMissingCode(error) && firstReloadFor(pathname)
  useEffect(() => {
    if (reload) location.reload()
    else client.logger.error('Screen failed to render', error)
  }, [client, error, reload])
  return (
    <div className="wb-fallback" role="alert">
      {messages.renderFailed}
    </div>
  )
}

function firstReloadFor(pathname: string): boolean {
  try {
    if (sessionStorage.getItem(RELOADED_FOR_CODE) === pathname) return false
    sessionStorage.setItem(RELOADED_FOR_CODE, pathname)
  } catch {
    return false
  }
  return true
}
