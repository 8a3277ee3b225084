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

/** One thing an instance needs before it takes traffic (the database, the relay's port). */
export interface ReadinessCheck {
  name: string
  /** Resolves true when it works; false or a rejection (or no answer in time) is "not ready". */
  check(): Promise<boolean>
}

/** A load balancer's probe must not hang on a database that stopped answering. */
export const READINESS_TIMEOUT_MS = 2000

/**
 * The production instance's probes: GET /health/live answers 200 while the process serves at all
 * (a process manager restarts it otherwise); GET /health/ready and /health answer 200 only when
 * every check passes, else 503 with each check's result, so a load balancer sends traffic elsewhere.
 */
export function readinessService(
  checks: readonly ReadinessCheck[],
  timeoutMs = READINESS_TIMEOUT_MS,
): Service {
  return {
    async handle(req, res, url) {
      if (req.method !== 'GET') return false
      if (url.pathname === '/health/live') {
        sendJson(res, 200, { ok: true })
        return true
      }
      if (url.pathname !== '/health' && url.pathname !== '/health/ready') return false
      const results = await Promise.all(checks.map((check) => passes(check, timeoutMs)))
      const ok = results.every(Boolean)
      sendJson(res, ok ? 200 : 503, {
        ok,
        checks: Object.fromEntries(checks.map((check, i) => [check.name, results[i] ? 'ok' : 'failing'])),
      })
      return true
    },
  }
}

async function passes(check: ReadinessCheck, timeoutMs: number): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined
  const late = new Promise<boolean>((resolve) => {
    timer = setTimeout(() => resolve(false), timeoutMs)
  })
  try {
    return await Promise.race([check.check().catch(() => false), late])
  } finally {
    clearTimeout(timer)
  }
}
