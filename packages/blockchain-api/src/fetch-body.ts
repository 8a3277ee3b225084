import { HttpRequestError, NetworkRequestError, RequestAbortedError } from './errors.js'

/** The part of `fetch` the client uses; tests and odd runtimes pass their own. */
export type FetchFn = (input: string, init?: RequestInit) => Promise<Response>

const SNIPPET_LENGTH = 200

/**
 * GETs `url` and reads a 2xx body with `read` (text, blob, …). The three ways a request fails
 * before there is a body to judge each become one typed error: the caller's abort, no answer at
 * all, a non-2xx status (with the server's own words in `details`).
 */
export async function fetchBody<T>(
  fetchFn: FetchFn,
  url: string,
  accept: string,
  read: (response: Response) => Promise<T>,
  signal?: AbortSignal,
): Promise<T> {
  let status: number
  let errorText: string
  try {
    // `accept` is a CORS-safelisted header: it costs no preflight in the browser.
    const response = await fetchFn(url, { method: 'GET', headers: { accept }, signal })
    if (response.ok) return await read(response)
    status = response.status
    errorText = await response.text()
  } catch (error) {
    // fetch rejects with an AbortError, whatever the reason given to abort(); the signal knows why.
    if (signal?.aborted) throw new RequestAbortedError({ details: `GET ${url}`, cause: signal.reason })
    const message = error instanceof Error ? error.message : String(error)
    throw new NetworkRequestError({ details: `${message} (GET ${url})`, cause: error })
  }
  throw new HttpRequestError(status, { details: `${serverMessage(errorText)} (GET ${url})` })
}

/** The server's own words (`{ message }` or `{ error }`) when it gave any, else the start of the body. */
function serverMessage(text: string): string {
  try {
    const body: unknown = JSON.parse(text)
    if (typeof body === 'object' && body !== null) {
      for (const key of ['message', 'error']) {
        const value: unknown = (body as Record<string, unknown>)[key]
        if (typeof value === 'string' && value !== '') return value
      }
    }
  } catch {
    // Not JSON: an HTML error page or plain text; show its start instead.
  }
  return text.trim() === '' ? 'empty body' : snippet(text)
}

/** The start of a body, trimmed, for error details. */
export function snippet(text: string): string {
  const trimmed = text.trim()
  return trimmed.length > SNIPPET_LENGTH ? `${trimmed.slice(0, SNIPPET_LENGTH)}…` : trimmed
}
