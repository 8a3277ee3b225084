import { sendJson } from '../http/send.js'
import type { Service } from '../http/service.js'
import type { Chains } from './chains/chains.js'

/**
 * GET /health: 200 with the chains once every chain answers, 503 before (and if one goes down),
 * so scripts and the lab can wait on one URL instead of probing each node. `details` (the relay
 * URL) ride along, so that one URL also tells where the other services are.
 */
export function healthService(
  chains: Pick<Chains, 'list' | 'answering'>,
  details: Record<string, unknown> = {},
): Service {
  return {
    async handle(req, res, url) {
      if (url.pathname !== '/health' || req.method !== 'GET') return false
      if (await chains.answering()) sendJson(res, 200, { ok: true, chains: chains.list(), ...details })
      else sendJson(res, 503, { ok: false })
      return true
    },
  }
}
