import type { ServerResponse } from 'node:http'
import { send, sendCorsError } from './send.js'

/**
 * `fault=` on any explorer request makes it fail on purpose, so the client's error handling can be
 * tested against a real server: an HTTP error, a 200 whose body is not JSON, or a slow answer.
 */
export const FAULTS = ['429', '500', '503', 'malformed', 'slow'] as const
export type Fault = (typeof FAULTS)[number]

/** How long `fault=slow` holds the answer back: longer than a client's usual patience. */
export const SLOW_FAULT_MS = 3000

export type FaultResult<F extends string = Fault> =
  | { ok: true; fault: F | undefined }
  | { ok: false; message: string }

/** Reads `fault=`; a service with more faults than the explorer's (the blockchain API) passes its list. */
export function parseFault(params: URLSearchParams): FaultResult
export function parseFault<F extends string>(params: URLSearchParams, known: readonly F[]): FaultResult<F>
export function parseFault(params: URLSearchParams, known: readonly string[] = FAULTS): FaultResult<string> {
  const raw = params.get('fault')
  if (raw === null || raw === '') return { ok: true, fault: undefined }
  const fault = known.find((name) => name === raw)
  if (fault === undefined)
    return { ok: false, message: `Unknown fault "${raw}"; use one of ${known.join(', ')}` }
  return { ok: true, fault }
}

const FAULT_MESSAGES = {
  '429': 'Too Many Requests',
  '500': 'Internal Server Error',
  '503': 'Service Unavailable',
} as const

/** Answers with the fault; `slow` is not one of these, it delays the normal answer instead. */
export function sendFault(res: ServerResponse, fault: Exclude<Fault, 'slow'>): void {
  if (fault === 'malformed') {
    // A body cut off mid-way, as a dropped proxy connection would leave it.
    send(res, 200, 'application/json', '{"count": 1, "data": [{"id": "')
    return
  }
  const status = Number(fault)
  // Retry-After on the statuses that mean "later", as real gateways send it.
  const headers: Record<string, string> = status === 500 ? {} : { 'retry-after': '1' }
  sendCorsError(res, status, FAULT_MESSAGES[fault], headers)
}

/** Resolves true after `ms`, or false as soon as the client goes away (nothing left to answer). */
export function waitUnlessClosed(res: ServerResponse, ms: number): Promise<boolean> {
  return new Promise((resolve) => {
    const onClose = () => {
      clearTimeout(timer)
      resolve(false)
    }
    const timer = setTimeout(() => {
      res.off('close', onClose)
      resolve(true)
    }, ms)
    res.once('close', onClose)
  })
}

/** The explorer's faults, plus `hang`: an answer that never comes, for a client's timeout. */
export const API_FAULTS = [...FAULTS, 'hang'] as const
export type ApiFault = (typeof API_FAULTS)[number]

/**
 * Acts out a fault. Resolves true when the request should still get its normal answer (`slow`,
 * after the wait, if the client is still there), false when the fault was the answer.
 */
export async function applyFault(res: ServerResponse, fault: ApiFault, slowMs: number): Promise<boolean> {
  if (fault === 'slow') return waitUnlessClosed(res, slowMs)
  if (fault === 'hang') {
    // Nothing is sent; the wait ends when the client gives up or the server closes the connection.
    await new Promise((resolve) => res.once('close', resolve))
    return false
  }
  sendFault(res, fault)
  return false
}
