import { HttpRequestError } from '@appkit/common'
import { z } from 'zod/mini'
import { ServiceError, ServiceUnavailableError } from '../errors.js'

export type FetchLike = (input: string, init?: RequestInit) => Promise<Response>

/** The cloud's and this server's error body (AUTH.md): a code, a message to show, maybe a wait. */
const apiErrorSchema = z.object({
  error: z.object({
    code: z.string().check(z.maxLength(64)),
    message: z.string().check(z.maxLength(2048)),
    retryAfter: z.optional(z.number()),
  }),
})

export interface JsonRequest<T> {
  method?: 'GET' | 'POST' | 'PUT'
  body?: unknown
  token?: string
  /** Checks the answer; a 204 is parsed as `undefined`. */
  schema: z.ZodMiniType<T>
  signal?: AbortSignal
  timeoutMs: number
  fetch: FetchLike
}

/**
 * One JSON call to the cloud or this site's server. Every outcome is typed: the answer parsed by
 * `schema`, a ServiceError with the server's own code and message, HttpRequestError for a failure
 * without one, or ServiceUnavailableError when nothing (or nonsense) came back.
 */
export async function requestJson<T>(url: string, request: JsonRequest<T>): Promise<T> {
  const headers: Record<string, string> = {}
  if (request.body !== undefined) headers['content-type'] = 'application/json'
  if (request.token !== undefined) headers.authorization = `Bearer ${request.token}`
  const timeout = AbortSignal.timeout(request.timeoutMs)
  let response: Response
  try {
    response = await request.fetch(url, {
      method: request.method ?? 'GET',
      headers,
      ...(request.body === undefined ? {} : { body: JSON.stringify(request.body) }),
      signal: request.signal ? AbortSignal.any([request.signal, timeout]) : timeout,
      // Tokens are never sent by the browser on its own, and nothing is cached.
      credentials: 'omit',
      cache: 'no-store',
    })
  } catch (cause) {
    if (request.signal?.aborted) throw request.signal.reason
    throw new ServiceUnavailableError({ details: `${request.method ?? 'GET'} ${url}`, cause })
  }
  const json = response.status === 204 ? undefined : await response.json().catch(() => undefined)
  if (!response.ok) {
    const error = z.safeParse(apiErrorSchema, json)
    if (!error.success) throw new HttpRequestError(response.status, { details: url })
    const { code, message, retryAfter } = error.data.error
    throw new ServiceError(message, { code, status: response.status, retryAfter }, { details: url })
  }
  const parsed = z.safeParse(request.schema, json)
  if (!parsed.success) {
    const fields = parsed.error.issues.map((issue) => `${issue.path.join('.') || 'body'}: ${issue.code}`)
    throw new ServiceUnavailableError({ details: `Unexpected answer from ${url} (${fields.join(', ')})` })
  }
  return parsed.data
}
