import type { ServerResponse } from 'node:http'
import { requestIdOf } from './request-id.js'

/** All a page learns of a failure inside the cloud. */
export const INTERNAL_ERROR_MESSAGE = 'Internal error'

/**
 * Logs an unexpected failure with its request id and returns that id for the answer. The message
 * itself stays in the log: it may name files, tables, queries or node URLs.
 */
export function logInternalError(
  res: ServerResponse,
  where: string,
  error: unknown,
  log: (line: string) => void = console.error,
): string {
  const requestId = requestIdOf(res)
  const detail = error instanceof Error ? (error.stack ?? error.message) : String(error)
  log(`[cloud] ${where}, request ${requestId}: ${detail}`)
  return requestId
}
