import { linkAbort } from './abort-link.js'
import { HttpRequestError, NetworkRequestError, RequestAbortedError, RequestTimeoutError } from './errors.js'

/** The part of `fetch` the client uses; tests and odd runtimes pass their own. */
export type FetchFn = (input: string, init?: RequestInit) => Promise<Response>

/** How to send one request. */
export interface BodyRequestOptions {
  /** Sent as a JSON body in a POST; without it the request is a GET. */
  json?: unknown
  /** The caller's signal: firing it fails the request with `RequestAbortedError`. */
  signal?: AbortSignal
  /** Past this many ms the request is aborted and fails with `RequestTimeoutError`; no limit when absent. */
  timeoutMs?: number
}

const SNIPPET_LENGTH = 200

/**
 * Sends a GET (or, with `json`, a POST) and reads a 2xx body with `read` (text, blob, …). The ways a
 * request fails before there is a body to judge each become one typed error: the caller's abort,
 * the timeout, no answer at all, a non-2xx status (with the server's own words in `details`).
 */
export async function fetchBody<T>(
  fetchFn: FetchFn,
  url: string,
  accept: string,
  read: (response: Response) => Promise<T>,
  options: BodyRequestOptions = {},
): Promise<T> {
  const { json, signal, timeoutMs } = options
  const method = json === undefined ? 'GET' : 'POST'
  const where = `${method} ${url}`
  // `accept` is a CORS-safelisted header and costs no preflight; a JSON content-type does, which
  // the blockchain API answers (API.md), so it is sent only with a body.
  const init: RequestInit =
    json === undefined
      ? { method, headers: { accept } }
      : { method, headers: { accept, 'content-type': 'application/json' }, body: JSON.stringify(json) }
  const link = linkAbort(signal, timeoutMs)
  let status: number
  let errorText: string
  try {
    const response = await fetchFn(url, { ...init, signal: link.signal })
    if (response.ok) return await read(response)
    status = response.status
    errorText = await response.text()
  } catch (error) {
    // fetch rejects with an AbortError, whatever the reason given to abort(); the signals know why.
    if (signal?.aborted) throw new RequestAbortedError({ details: where, cause: signal.reason })
    if (link.timedOut()) {
      throw new RequestTimeoutError({ details: `No answer within ${timeoutMs} ms (${where})`, cause: error })
    }
    const message = error instanceof Error ? error.message : String(error)
    throw new NetworkRequestError({ details: `${message} (${where})`, cause: error })
  } finally {
    link.release()
  }
  const said = jsonMessage(errorText)
  throw new HttpRequestError(status, {
    details: `${said ?? snippetOrEmpty(errorText)} (${where})`,
    serverMessage: said,
  })
}

/** The server's own words (`{ message }` or `{ error }`) when it gave any. */
function jsonMessage(text: string): string | undefined {
  try {
    const body: unknown = JSON.parse(text)
    if (typeof body === 'object' && body !== null) {
      for (const key of ['message', 'error']) {
        const value: unknown = (body as Record<string, unknown>)[key]
        if (typeof value === 'string' && value !== '') return value
      }
    }
  } catch {
    // Not JSON: an HTML error page or plain text; its start is shown instead.
  }
  return undefined
}

function snippetOrEmpty(text: string): string {
  return text.trim() === '' ? 'empty body' : snippet(text)
}

/** The start of a body, trimmed, for error details. */
export function snippet(text: string): string {
  const trimmed = text.trim()
  return trimmed.length > SNIPPET_LENGTH ? `${trimmed.slice(0, SNIPPET_LENGTH)}…` : trimmed
}
