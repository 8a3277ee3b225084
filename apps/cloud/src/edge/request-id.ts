import { randomUUID } from 'node:crypto'
import type { ServerResponse } from 'node:http'

/** The header that carries a request's id on every answer of the cloud's HTTP server. */
export const REQUEST_ID_HEADER = 'x-request-id'

/**
 * The id of the request `res` answers: the one the server gave it on arrival, or a new one (set
 * on `res` too) for a response no server stamped. The same id is in the answer and in the log line
 * of a failure, so a user's report finds the real error without the page ever seeing it.
 */
export function requestIdOf(res: ServerResponse): string {
  const current = res.getHeader(REQUEST_ID_HEADER)
  if (typeof current === 'string') return current
  const id = randomUUID()
  if (!res.headersSent) res.setHeader(REQUEST_ID_HEADER, id)
  return id
}
