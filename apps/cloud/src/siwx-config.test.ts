import { describe, expect, it } from 'vitest'
import { InvalidSiwxConfigError, loadSiwxConfig } from './siwx-config.js'

describe('loadSiwxConfig', () => {
  it('leaves the defaults alone when nothing is set', () => {
    expect(loadSiwxConfig({})).toBeUndefined()
    expect(loadSiwxConfig({ SIWX_NONCE_TTL_MS: ' ' })).toBeUndefined()
  })

  it('reads every override', () => {
    expect(
      loadSiwxConfig({
        SIWX_NONCE_TTL_MS: '60000',
        SIWX_SESSION_TTL_MS: ' 3600000 ',
        SIWX_NONCES_PER_MINUTE: '10',
        SIWX_EMAIL_CODE_TTL_MS: '120000',
        SIWX_EMAIL_TOKEN_TTL_MS: '300000',
      }),
    ).toEqual({
      nonceTtlMs: 60_000,
      sessionTtlMs: 3_600_000,
      noncesPerIp: { max: 10, windowMs: 60_000 },
      emailCodeTtlMs: 120_000,
      emailTokenTtlMs: 300_000,
    })
  })

  it.each(['0', '-5', '1.5', '1e3', 'soon', '99999999999999999999'])('refuses %j', (raw) => {
    expect(() => loadSiwxConfig({ SIWX_SESSION_TTL_MS: raw })).toThrow(
      new InvalidSiwxConfigError(`SIWX_SESSION_TTL_MS must be a whole number above 0, got "${raw}".`),
    )
  })
})
