import { generateNonce } from '@appkit/siwx'
import { hitRateLimit } from '../../../http/limits/throttles.js'
import type { SiwxContext } from '../siwx-context.js'
import { tooManyNonces } from '../siwx-error.js'
import { SIWX_EXPIRED_KEPT_MS } from '../siwx-limits.js'
import { insertNonce } from '../store/nonces.js'

export interface IssuedNonce {
  nonce: string
  expiresAt: string
}

/**
 * POST /nonces: a fresh nonce for the project, stored with its expiry. Counted per IP in the
 * database (the auth API's fixed windows, in its table under `siwx-nonce-ip:`), so every instance
 * counts alike; past the limit 429 with Retry-After.
 */
export async function issueNonce(ctx: SiwxContext, ip: string, projectId: string): Promise<IssuedNonce> {
  const now = ctx.now()
  const allowed = await hitRateLimit(ctx.db, `siwx-nonce-ip:${ip}`, ctx.limits.noncesPerIp, now)
  if (!allowed.ok) throw tooManyNonces(allowed.retryAfterMs)
  const expiresAt = now + ctx.limits.nonceTtlMs
  for (;;) {
    const nonce = generateNonce()
    // A collision of two 119-bit nonces does not happen; if it did, the second draw settles it.
    if (await insertNonce(ctx.db, { nonce, projectId, expiresAt }, now, now - SIWX_EXPIRED_KEPT_MS)) {
      return { nonce, expiresAt: new Date(expiresAt).toISOString() }
    }
  }
}
