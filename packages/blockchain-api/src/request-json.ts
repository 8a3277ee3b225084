import type { z } from 'zod'
import { InvalidResponseError } from './errors.js'
import { type BodyRequestOptions, type FetchFn, fetchBody, snippet } from './fetch-body.js'
import { summarizeIssues } from './issue-summary.js'

/**
 * GETs `url` (POSTs `json`, when given) and returns the body checked against `schema`. On top of
 * `fetchBody`'s failures (abort, timeout, no answer, non-2xx), a body that is not JSON or is JSON of
 * the wrong shape becomes an `InvalidResponseError`: the response is never trusted before the schema
 * has passed it.
 */
export async function requestJson<T>(
  fetchFn: FetchFn,
  url: string,
  schema: z.ZodType<T>,
  options: BodyRequestOptions = {},
): Promise<T> {
  const text = await fetchBody(fetchFn, url, 'application/json', (response) => response.text(), options)
  let json: unknown
  try {
    json = JSON.parse(text)
  } catch (error) {
    const method = options.json === undefined ? 'GET' : 'POST'
    throw new InvalidResponseError({
      details: `Body is not JSON: ${snippet(text)} (${method} ${url})`,
      cause: error,
    })
  }
  return parseResponse(schema, json)
}

/** Checks a decoded answer against its schema; a mismatch is an `InvalidResponseError` naming the fields. */
export function parseResponse<T>(schema: z.ZodType<T>, json: unknown): T {
  const result = schema.safeParse(json)
  if (!result.success) {
    throw new InvalidResponseError({ details: summarizeIssues(result.error), cause: result.error })
  }
  return result.data
}
