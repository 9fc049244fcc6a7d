import type { Struct } from 'superstruct'
import { validate } from 'superstruct'
import wretch from 'wretch'
import type { ResolvedClientConfig } from '../config.ts'
import { ApiError, ContractError, NetworkError, TimeoutError } from './errors.ts'

/** One call of the contract, as the API modules describe it to the transport. */
export interface CallRequest<T> {
  /** Resource and call, e.g. `'auth.login'`: names the call in errors. */
  call: string
  /** HTTP method of the call. */
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE'
  /** Path under the base URL, starting with `/api/`. */
  path: string
  /** Query parameters, e.g. `api_key` for company info. */
  query?: Record<string, string | number>
  /** JSON body. */
  body?: object
  /** Schema the answer must match. */
  response: Struct<T, unknown>
  /**
   * What the user sees for any non-success answer, when the spec fixes it (login: 'Invalid email or
   * password'). Otherwise the server's message, else 'An error ocurred while processing your request'.
   */
  failureMessage?: string
}

/** Sends calls to the courier API and maps every failure to a typed error. */
export interface Transport {
  /** Sends one call and returns its validated answer; throws ApiError, NetworkError, TimeoutError or ContractError. */
  request<T>(request: CallRequest<T>): Promise<T>
}

/** Builds the transport over the resolved config's fetch, clock and timeout. */
export function createTransport(config: ResolvedClientConfig): Transport {
  const api = wretch(config.baseUrl)
    .fetchPolyfill((url, options) => config.fetch(url, options))
    .headers({ Accept: 'application/json' })

  return {
    async request<T>(request: CallRequest<T>): Promise<T> {
      const { call } = request
      assertRelativePath(request.path)
      const controller = new AbortController()
      let timedOut = false
      const timer = config.clock.setTimeout(() => {
        timedOut = true
        controller.abort()
      }, config.timeoutMs)
      try {
        let chain = api.url(withQuery(request.path, request.query)).options({ signal: controller.signal })
        if (request.body !== undefined) chain = chain.json(request.body)
        let text: string
        try {
          text = await chain.fetch(request.method).text()
        } catch (error) {
          if (timedOut) throw new TimeoutError(call, config.timeoutMs)
          if (error instanceof wretch.WretchError) {
            throw new ApiError(call, error.status, serverMessage(error.message), request.failureMessage)
          }
          throw new NetworkError(call, { cause: error })
        }
        return parseAnswer(call, text, request.response)
      } finally {
        config.clock.clearTimeout(timer)
      }
    },
  }
}

function parseAnswer<T>(call: string, text: string, schema: Struct<T, unknown>): T {
  let body: unknown
  try {
    body = JSON.parse(text)
  } catch {
    throw new ContractError(call, '', `the body is not JSON (${JSON.stringify(text.slice(0, 40))})`)
  }
  const [failure, value] = validate(body, schema)
  if (failure) {
    throw new ContractError(call, failure.path.join('.'), failure.message)
  }
  return value
}

/** The `message` of a JSON error body, if the server sent one. */
function serverMessage(bodyText: string): string | undefined {
  try {
    const body: unknown = JSON.parse(bodyText)
    if (typeof body === 'object' && body !== null && 'message' in body) {
      const { message } = body
      if (typeof message === 'string' && message.trim() !== '') return message
    }
  } catch {
    // Not JSON: an HTML error page or a proxy's text, nothing to show a user.
  }
  return undefined
}

function withQuery(path: string, query: Record<string, string | number> | undefined): string {
  if (!query) return path
  const params = new URLSearchParams()
  for (const [key, value] of Object.entries(query)) params.set(key, String(value))
  return `${path}?${params}`
}

/** The api code travels with calls: a path must never be able to point the request at another origin. */
function assertRelativePath(path: string): void {
  if (!path.startsWith('/') || path.startsWith('//') || path.includes('://') || path.includes('\\')) {
    throw new TypeError(`Waybill API paths must be relative to the base URL, got '${path}'`)
  }
}
