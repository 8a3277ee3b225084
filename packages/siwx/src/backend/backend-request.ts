import type { z } from 'zod/mini'
import { SiwxBackendError, SiwxBackendUnreachableError } from './backend-errors.js'
import { firstIssue } from './first-issue.js'

/** The part of `fetch` the client uses; tests and server-side renderers pass their own. */
export type SiwxFetch = (input: string, init: RequestInit) => Promise<Response>

export interface BackendRequest {
  method: 'GET' | 'POST' | 'DELETE'
  /** Sent as the JSON body. */
  json?: unknown
  /** Sent as `Authorization: Bearer <token>`. */
  token?: string
}

/** An answer as it came: its status and its body read as JSON (undefined when empty or not JSON). */
export interface BackendAnswer {
  status: number
  body: unknown
}

/**
 * One call to the sign-in server. Any status is an answer; only no answer at all (fetch or the
 * body's read failed) throws, as SiwxBackendUnreachableError.
 */
export async function requestBackend(
  fetchFn: SiwxFetch,
  url: string,
  request: BackendRequest,
): Promise<BackendAnswer> {
  const headers: Record<string, string> = {}
  if (request.json !== undefined) headers['content-type'] = 'application/json'
  if (request.token !== undefined) headers.authorization = `Bearer ${request.token}`
  let status: number
  let text: string
  try {
    const response = await fetchFn(url, {
      method: request.method,
      headers,
      ...(request.json === undefined ? {} : { body: JSON.stringify(request.json) }),
    })
    status = response.status
    text = await response.text()
  } catch (error) {
    throw new SiwxBackendUnreachableError({ details: `${request.method} ${url}`, cause: error })
  }
  return { status, body: parseJson(text) }
}

/** The body of a successful answer, of the contract's shape, or SiwxBackendError naming the field. */
export function readAnswer<T>(answer: BackendAnswer, schema: z.ZodMiniType<T>): T {
  const parsed = schema.safeParse(answer.body)
  if (parsed.success) return parsed.data
  throw new SiwxBackendError(answer.status, 'Invalid sign-in server response', {
    details: firstIssue(parsed.error.issues),
  })
}

function parseJson(text: string): unknown {
  if (text === '') return undefined
  try {
    return JSON.parse(text)
  } catch {
    // A proxy's HTML error page: the status still says what happened.
    return undefined
  }
}
