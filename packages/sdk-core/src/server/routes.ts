import { apiPaths, type WireNames } from '../api/wire/names.ts'

/** Where a call carries the api code: nowhere, the `api_key` query, the body's `api_code`, or both body keys. */
export type ApiCodePlace = 'none' | 'queryApiKey' | 'bodyApiCode' | 'bodyApiCodeAndKey'

/** What the proxy does with a call: forward it, filter its answer (company info), or run the order flow. */
export type ProxyRouteKind = 'forward' | 'companyInfo' | 'createOrder'

/** One call the widget may make through the proxy. */
export interface ProxyRoute {
  /** The HTTP method the call uses. */
  readonly method: 'GET' | 'POST'
  /** The API path, the same under the proxy's base path and upstream. */
  readonly path: string
  /** Where the real api code is injected (any the browser sent is dropped first). */
  readonly apiCode: ApiCodePlace
  /** How the call is handled. */
  readonly kind: ProxyRouteKind
  /** Whether the call may charge a card or book: 90 s upstream timeout instead of 30 s. */
  readonly slow: boolean
}

/**
 * The calls the order widget makes, and only those (issue 9 'Secrets never reach the browser'), with the place
 * of the api code as the sdk-core client sends it (`api/*.ts`). Cards, prepay, dashboard, labels, batch, account
 * writes and every other call are absent, so the proxy answers them 404 without forwarding.
 *
 * @example
 * ```ts
 * widgetRoutes(DEFAULT_NAMES).get('POST /api/web/delivery')?.kind // 'createOrder'
 * ```
 */
export function widgetRoutes(names: WireNames): ReadonlyMap<string, ProxyRoute> {
  const paths = apiPaths(names)
  const post = (path: string, apiCode: ApiCodePlace = 'none'): ProxyRoute => ({
    method: 'POST',
    path,
    apiCode,
    kind: 'forward',
    slow: false,
  })
  const routes: ProxyRoute[] = [
    { method: 'GET', path: paths.sizeCategories, apiCode: 'none', kind: 'forward', slow: false },
    { method: 'GET', path: paths.companyInfo, apiCode: 'queryApiKey', kind: 'companyInfo', slow: false },
    post(paths.zoneFromCoordinate),
    post(paths.isIntercity),
    post(paths.isIntercityByProduct),
    post(paths.getTimeDistance, 'bodyApiCode'),
    post(paths.getTimeDistanceByProduct, 'bodyApiCode'),
    post(paths.getDistance),
    post(paths.getDistanceByProduct),
    post(paths.customTimes, 'bodyApiCodeAndKey'),
    post(paths.placesAutocomplete),
    post(paths.placesGeocode),
    post(paths.paymentSummary, 'bodyApiCode'),
    { method: 'POST', path: paths.createOrder, apiCode: 'bodyApiCode', kind: 'createOrder', slow: true },
  ]
  // With brand and product spelled alike, the two spellings of a distance call are one route.
  return new Map(routes.map((route) => [routeKey(route.method, route.path), route]))
}

/** The key of a route in {@link widgetRoutes}' map: `'METHOD /path'`. */
export function routeKey(method: string, path: string): string {
  return `${method.toUpperCase()} ${path}`
}
