import {
  HttpRequestError,
  InvalidResponseError,
  NetworkRequestError,
  RequestTimeoutError,
  RPC_TIMEOUT_MS,
} from '@appkit/common'
import type { z } from 'zod/mini'

/** The part of `fetch` the client uses; tests pass their own. */
export type FetchFn = (input: string, init?: RequestInit) => Promise<Response>

export interface Answer {
  status: number
  text: string
}

const snippet = (text: string) => (text.length > 200 ? `${text.slice(0, 200)}…` : text).trim()

/**
 * One request to an Esplora, answered or not within the RPC timeout (spec §9): no answer is a
 * NetworkRequestError or RequestTimeoutError saying where. Any status comes back with its text:
 * Esplora writes its errors as plain text, and the caller knows which ones it expects.
 */
export async function request(fetchFn: FetchFn, url: string, init: RequestInit = {}): Promise<Answer> {
  const where = `${init.method ?? 'GET'} ${url}`
  const signal = AbortSignal.timeout(RPC_TIMEOUT_MS)
  try {
    const response = await fetchFn(url, { ...init, signal })
    return { status: response.status, text: await response.text() }
  } catch (cause) {
    if (signal.aborted) {
      throw new RequestTimeoutError({ details: `No answer within ${RPC_TIMEOUT_MS} ms (${where})`, cause })
    }
    const message = cause instanceof Error ? cause.message : String(cause)
    throw new NetworkRequestError({ details: `${message} (${where})`, cause })
  }
}

/** A 2xx answer's text; any other status is an HttpRequestError with the server's words. */
export function okText(answer: Answer, where: string): string {
  if (answer.status >= 200 && answer.status < 300) return answer.text
  throw new HttpRequestError(answer.status, { details: `${snippet(answer.text) || 'empty body'} (${where})` })
}

/** A JSON body checked against its schema; anything else is an InvalidResponseError naming the field. */
export function parseBody<S extends z.ZodMiniType>(schema: S, text: string, where: string): z.output<S> {
  let json: unknown
  try {
    json = JSON.parse(text)
  } catch (cause) {
    throw new InvalidResponseError({ details: `Body is not JSON: ${snippet(text)} (${where})`, cause })
  }
  return parseValue(schema, json, where)
}

/** A value checked against its schema, or an InvalidResponseError naming the first field that failed. */
export function parseValue<S extends z.ZodMiniType>(schema: S, value: unknown, where: string): z.output<S> {
  const result = schema.safeParse(value)
  if (result.success) return result.data
  const [issue] = result.error.issues
  const field = issue?.path.length ? issue.path.join('.') : 'body'
  throw new InvalidResponseError({ details: `${field}: ${issue?.message} (${where})`, cause: result.error })
}
