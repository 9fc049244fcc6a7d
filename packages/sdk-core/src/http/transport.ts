import type { Struct } from 'superstruct'
import { validate } from 'superstruct'
import wretch from 'wretch'
import type { ResolvedClientConfig } from '../config.ts'
import { ApiError, ContractError, NetworkError, TimeoutError, type WaybillError } from './errors.ts'
import { type AttemptFailure, isRetryable, retryDelay } from './retryPolicy.ts'

/** One call of the contract, as the API modules describe it to the transport. */
export interface CallRequest {
  /** Resource and call, e.g. `'auth.login'`: names the call in errors. */
  call: string
  /** HTTP method. */
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE'
  /** Path under the base URL, starting with `/api/` (or `/meta.json`). */
  path: string
  /** Query parameters; `undefined` values are left out. */
  query?: Record<string, string | number | boolean | undefined>
  /** JSON body, or a FormData for multipart uploads. */
  body?: object | FormData
  /**
   * What the user sees for any non-success answer, when the spec fixes it (login: 'Invalid email or
   * password'). Otherwise the server's message, else 'An error ocurred while processing your request'.
   */
  failureMessage?: string
  /**
   * Whether a failed attempt may be sent again (network error, 408, 429, 5xx). Default: only GET. A write may
   * set it only when resending cannot do the work twice (order creation, deduplicated by its client uuid).
   */
  retry?: boolean
  /**
   * The only status that counts as success, where the spec says so ('only HTTP 200 counts as success'): any
   * other 2xx then fails like a 4xx, with the server's message. Default: any 2xx.
   */
  okStatus?: number
  /** This call's per-attempt timeout, where the spec allows longer (payment: "up to a minute"). */
  timeoutMs?: number
  /**
   * Whether a timed-out attempt may be sent again too: only for a write the server deduplicates (order creation by
   * its client uuid), where a lost answer is exactly what the resend is for, or a quote a batch needs many of (the
   * payment summary: one timed-out row would fail the whole estimate). Other reads do not retry timeouts: the user
   * would wait three timeouts.
   */
  retryOnTimeout?: boolean
  /**
   * How the browser's HTTP cache may serve the call, passed to fetch as is: `'no-store'` where an old answer
   * would be wrong (the build-version file). Default: fetch's own ('default').
   */
  cache?: 'default' | 'no-store' | 'reload' | 'no-cache' | 'force-cache' | 'only-if-cached'
}

/** A call whose answer is JSON checked against a schema. */
export interface JsonCallRequest<T> extends CallRequest {
  /** Schema the answer must match. */
  response: Struct<T, unknown>
}

/** Sends calls to the courier API and maps every failure to a typed error. */
export interface Transport {
  /** A call answered with JSON, validated against its schema. */
  request<T>(request: JsonCallRequest<T>): Promise<T>
  /** A call answered with a file (labels: PDF); the bytes as they came. */
  requestBytes(request: CallRequest): Promise<Uint8Array>
}

interface Failed {
  readonly error: WaybillError
  readonly failure: AttemptFailure
}

export function createTransport(config: ResolvedClientConfig): Transport {
  const api = wretch(config.baseUrl)
    .fetchPolyfill((url, options) => config.fetch(url, options))
    .headers({ Accept: 'application/json' })

  /** One attempt: the answer's bytes, or the typed error with what retrying needs to know. */
  async function attempt(request: CallRequest): Promise<Uint8Array | Failed> {
    const { call } = request
    const timeoutMs = request.timeoutMs ?? config.timeoutMs
    const controller = new AbortController()
    let timedOut = false
    const timer = config.clock.setTimeout(() => {
      timedOut = true
      controller.abort()
    }, timeoutMs)
    try {
      // Never follow a redirect: the api code, passwords and card details must not be re-sent to another origin.
      let chain = api.url(withQuery(request.path, request.query)).options({
        signal: controller.signal,
        redirect: 'error',
        ...(request.cache === undefined ? {} : { cache: request.cache }),
      })
      if (request.body instanceof FormData) chain = chain.body(request.body)
      else if (request.body !== undefined) chain = chain.json(request.body)
      const response = await chain.fetch(request.method).res()
      // Read the body inside the timeout: a connection that stalls mid-body is a timeout too.
      const bytes = new Uint8Array(await response.arrayBuffer())
      if (request.okStatus === undefined || response.status === request.okStatus) return bytes
      const message = serverMessage(new TextDecoder().decode(bytes))
      const apiError = new ApiError(call, response.status, message, request.failureMessage)
      return { error: apiError, failure: { kind: 'status', status: response.status, retryAfter: null } }
    } catch (error) {
      if (timedOut) return { error: new TimeoutError(call, timeoutMs), failure: { kind: 'timeout' } }
      if (error instanceof wretch.WretchError) {
        const failure = {
          kind: 'status',
          status: error.status,
          retryAfter: error.response.headers.get('retry-after'),
        }
        const apiError = new ApiError(
          call,
          error.status,
          serverMessage(error.message),
          request.failureMessage,
        )
        return { error: apiError, failure: failure as AttemptFailure }
      }
      return { error: new NetworkError(call, { cause: error }), failure: { kind: 'network' } }
    } finally {
      config.clock.clearTimeout(timer)
    }
  }

  async function send(request: CallRequest): Promise<Uint8Array> {
    assertRelativePath(request.path)
    const retry = request.retry ?? request.method === 'GET'
    const { retryPolicy } = config
    for (let attempts = 1; ; attempts++) {
      const outcome = await attempt(request)
      if (outcome instanceof Uint8Array) return outcome
      const retryable =
        isRetryable(outcome.failure) ||
        (request.retryOnTimeout === true && outcome.failure.kind === 'timeout')
      if (!retry || attempts >= retryPolicy.attempts || !retryable) throw outcome.error
      const delay = retryDelay(attempts, outcome.failure, retryPolicy, config.clock.now(), config.random)
      await new Promise<void>((resolve) => config.clock.setTimeout(resolve, delay))
    }
  }

  return {
    async request<T>(request: JsonCallRequest<T>): Promise<T> {
      const bytes = await send(request)
      return parseAnswer(request.call, new TextDecoder().decode(bytes), request.response)
    },
    async requestBytes(request: CallRequest): Promise<Uint8Array> {
      return send(request)
    },
  }
}

/**
 * Parses an answer's text as JSON and checks it against its schema; `ContractError` when either fails. For
 * calls that must read the raw text first (the spec's "if the response text contains ..." checks).
 */
export function parseAnswer<T>(call: string, text: string, schema: Struct<T, unknown>): T {
  let body: unknown
  try {
    body = JSON.parse(text)
  } catch {
    // The body's text stays out of the detail: it may hold a secret (an api code, a token).
    throw new ContractError(call, '', `the body is not JSON (${text.length} characters)`)
  }
  const [failure, value] = validate(body, schema)
  if (failure) {
    // superstruct's message quotes the offending value, which may be a secret: name the field and the type only.
    const expected = failure.refinement ? `${failure.type} (${failure.refinement})` : failure.type
    throw new ContractError(call, failure.path.join('.'), `expected ${expected}`)
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

function withQuery(path: string, query: CallRequest['query']): string {
  if (!query) return path
  const params = new URLSearchParams()
  for (const [key, value] of Object.entries(query)) if (value !== undefined) params.set(key, String(value))
  const search = params.toString()
  return search ? `${path}?${search}` : path
}

/** The api code travels with calls: a path must never be able to point the request at another origin. */
function assertRelativePath(path: string): void {
  if (!path.startsWith('/') || path.startsWith('//') || path.includes('://') || path.includes('\\')) {
    throw new TypeError(`Waybill API paths must be relative to the base URL, got '${path}'`)
  }
}
