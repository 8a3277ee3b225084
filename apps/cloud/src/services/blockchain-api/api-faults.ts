import type { ServerResponse } from 'node:http'
import { FAULTS, sendFault, waitUnlessClosed } from '../../http/faults.js'

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
