import type { SiwxLimits } from './services/siwx/siwx-limits.js'

/** Sign-in with X's settings in CloudConfig: SiwxLimits' fields, and a clock for tests. */
export interface SiwxCloudConfig extends Partial<SiwxLimits> {
  /** Tests move time to expire nonces, sessions and email codes; never set by `pnpm start`. */
  now?: () => number
}

/** A SIWX_* variable that cannot be right: the cloud does not start on it. */
export class InvalidSiwxConfigError extends Error {
  override name = 'InvalidSiwxConfigError'
}

/**
 * Reads SIWX_NONCE_TTL_MS, SIWX_SESSION_TTL_MS, SIWX_NONCES_PER_MINUTE, SIWX_EMAIL_CODE_TTL_MS and
 * SIWX_EMAIL_TOKEN_TTL_MS (each a positive whole number); undefined when none is set, so the
 * defaults of DEFAULT_SIWX_LIMITS hold.
 */
export function loadSiwxConfig(env: Record<string, string | undefined>): SiwxCloudConfig | undefined {
  const nonceTtlMs = readPositive(env, 'SIWX_NONCE_TTL_MS')
  const sessionTtlMs = readPositive(env, 'SIWX_SESSION_TTL_MS')
  const perMinute = readPositive(env, 'SIWX_NONCES_PER_MINUTE')
  const emailCodeTtlMs = readPositive(env, 'SIWX_EMAIL_CODE_TTL_MS')
  const emailTokenTtlMs = readPositive(env, 'SIWX_EMAIL_TOKEN_TTL_MS')
  const config: SiwxCloudConfig = {
    ...(nonceTtlMs === undefined ? {} : { nonceTtlMs }),
    ...(sessionTtlMs === undefined ? {} : { sessionTtlMs }),
    ...(perMinute === undefined ? {} : { noncesPerIp: { max: perMinute, windowMs: 60_000 } }),
    ...(emailCodeTtlMs === undefined ? {} : { emailCodeTtlMs }),
    ...(emailTokenTtlMs === undefined ? {} : { emailTokenTtlMs }),
  }
  return Object.keys(config).length === 0 ? undefined : config
}

function readPositive(env: Record<string, string | undefined>, name: string): number | undefined {
  const raw = env[name]?.trim()
  if (raw === undefined || raw === '') return undefined
  const value = Number(raw)
  if (!/^\d+$/.test(raw) || !Number.isSafeInteger(value) || value <= 0) {
    throw new InvalidSiwxConfigError(`${name} must be a whole number above 0, got "${env[name]}".`)
  }
  return value
}
