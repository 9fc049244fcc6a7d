import { messages } from '../domain/messages.ts'

/**
 * Base of every error the client throws. `message` is always fit to show a user; `call` names the API call,
 * e.g. `'auth.login'`.
 */
export class WaybillError extends Error {
  /** The API call that failed, e.g. 'auth.login'. */
  readonly call: string
  /** Creates an error of `call` whose `message` is fit to show a user. */
  constructor(call: string, message: string, options?: ErrorOptions) {
    super(message, options)
    this.name = new.target.name
    this.call = call
  }
}

/**
 * The server answered with a failure: a non-success status, or a 200 whose text the spec reads as a failure
 * (sign-up's taken email). `message` is what to show the user (the call's catalogue text, the server's message,
 * or the general fallback); `serverMessage` is the server's own words, if any.
 */
export class ApiError extends WaybillError {
  /** HTTP status of the answer, e.g. 401. */
  readonly status: number
  /** The `message` of the server's error body, or undefined when it sent none. */
  readonly serverMessage: string | undefined
  /**
   * The form field the spec shows this message under, e.g. `'email'` for sign-up's taken email (part 1 §8);
   * undefined when the message belongs to the form as a whole.
   */
  readonly field: string | undefined
  /** Shows `message`, else `serverMessage`, else the general failure text. */
  constructor(
    call: string,
    status: number,
    serverMessage: string | undefined,
    message?: string,
    field?: string,
  ) {
    super(call, message ?? serverMessage ?? messages.requestFailed)
    this.status = status
    this.serverMessage = serverMessage
    this.field = field
  }
}

/** The request never got an answer: offline, DNS, refused or dropped connection. */
export class NetworkError extends WaybillError {
  /** Shows the catalogue's network-failure text unless the call has a better one; `options.cause` keeps the underlying error. */
  constructor(call: string, options?: ErrorOptions, message: string = messages.networkFailed) {
    super(call, message, options)
  }
}

/** No answer within the configured timeout. */
export class TimeoutError extends WaybillError {
  /** The timeout that elapsed, in milliseconds (`ClientConfig.timeoutMs`). */
  readonly timeoutMs: number
  /** Shows the catalogue's timeout text unless the call has a better one. */
  constructor(call: string, timeoutMs: number, message: string = messages.timedOut) {
    super(call, message)
    this.timeoutMs = timeoutMs
  }
}

/**
 * The answer does not match the contract: not JSON, or a field missing or of the wrong type. The user sees
 * the general failure text; `field` and `detail` are for developers.
 */
export class ContractError extends WaybillError {
  /** Dotted path of the offending field, or `''` when the body itself is wrong. */
  readonly field: string
  /** What was wrong, for logs. */
  readonly detail: string
  /** Shows the general failure text; `field` and `detail` say what did not match. */
  constructor(call: string, field: string, detail: string) {
    super(call, messages.requestFailed)
    this.field = field
    this.detail = `${call}: unexpected answer${field ? ` at '${field}'` : ''}: ${detail}`
  }
}

/** One failing section of a form: which, its label in the failing sections list, and the field's message. */
export interface ValidationIssue {
  /** The section, e.g. `'pickupTime'`. */
  readonly key: string
  /** How the failing sections list names it, e.g. 'Pickup Time' (part 1 §5, part 2 §5.1). */
  readonly label: string
  /** What is wrong, as the form shows it under the field, e.g. 'Please Check Your Time'. */
  readonly message: string
}

/**
 * A form or draft that is not valid was about to be sent (ARCHITECTURE §3): nothing left the client. `message`
 * is the list's heading, 'Please check the following sections and try again:'; `sections` lists what failed.
 */
export class ValidationError extends WaybillError {
  /** The failing sections, in the order the form lists them. */
  readonly sections: readonly ValidationIssue[]
  /** Shows the failing sections list heading; `call` names the builder, e.g. 'draft.toOrderSubmission'. */
  constructor(call: string, sections: readonly ValidationIssue[]) {
    super(call, messages.checkSections)
    this.sections = sections
  }
}
