import type { z } from 'zod'
import { InvalidResponseError } from './errors.js'
import { type FetchFn, fetchBody, snippet } from './fetch-body.js'
import { summarizeIssues } from './issue-summary.js'

/**
 * GETs `url` and returns the body checked against `schema`. On top of `fetchBody`'s failures
 * (abort, no answer, non-2xx), a body that is not JSON or is JSON of the wrong shape becomes an
 * `InvalidResponseError`: the response is never trusted before the schema has passed it.
 */
export async function requestJson<T>(
  fetchFn: FetchFn,
  url: string,
  schema: z.ZodType<T>,
  signal?: AbortSignal,
): Promise<T> {
  const text = await fetchBody(fetchFn, url, 'application/json', (response) => response.text(), signal)
  let json: unknown
  try {
    json = JSON.parse(text)
  } catch (error) {
    throw new InvalidResponseError({
      details: `Body is not JSON: ${snippet(text)} (GET ${url})`,
      cause: error,
    })
  }
  const result = schema.safeParse(json)
  if (!result.success) {
    throw new InvalidResponseError({ details: summarizeIssues(result.error), cause: result.error })
  }
  return result.data
}
