import type { IncomingMessage, ServerResponse } from 'node:http'
import { type ApiFault, applyFault, FAULTS, parseFault } from './faults.js'
import { answerPreflight, type CorsPolicy } from './preflight.js'
import { sendCorsError } from './send.js'

export interface GuardOptions {
  /** The service's CORS rules; by default any page may GET and HEAD. */
  cors?: CorsPolicy
  /** The methods this path answers (OPTIONS aside); another is 405. Undefined: any. */
  allowed?: readonly string[]
  /** The `fault=` values the service acts out; the explorer's by default. */
  faults?: readonly ApiFault[]
  /** How long `fault=slow` holds the answer back. */
  slowMs: number
}

const READ_ONLY: CorsPolicy = { methods: 'GET, HEAD, OPTIONS' }

/**
 * What every public service does before its own work, in one order: a CORS preflight, a method
 * the path does not take (405 with Allow), then `fault=` (400 for an unknown one; a fault acted out,
 * or `slow` waited for). Resolves true when it answered the request, false when the service answers.
 */
export async function guardRequest(
  req: IncomingMessage,
  res: ServerResponse,
  url: URL,
  options: GuardOptions,
): Promise<boolean> {
  if (answerPreflight(req, res, options.cors ?? READ_ONLY)) return true
  if (options.allowed !== undefined && !options.allowed.includes(req.method ?? '')) {
    sendCorsError(res, 405, 'Method Not Allowed', { allow: [...options.allowed, 'OPTIONS'].join(', ') })
    return true
  }
  const known: readonly ApiFault[] = options.faults ?? FAULTS
  const fault = parseFault(url.searchParams, known)
  if (!fault.ok) {
    sendCorsError(res, 400, fault.message)
    return true
  }
  if (fault.fault === undefined) return false
  return !(await applyFault(res, fault.fault, options.slowMs))
}
