import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import type { SiwxErrorCode } from './error-codes.js'

const doc = readFileSync(new URL('../../../../docs/errors.md', import.meta.url), 'utf8')

// Every code of sign-in: the compiler holds this list to SiwxErrorCode, both ways.
const CODES: Record<SiwxErrorCode, true> = {
  INVALID_SIWX_NONCE: true,
  INVALID_SIWX_DOMAIN: true,
  INVALID_SIWX_URI: true,
  INVALID_SIWX_ADDRESS: true,
  INVALID_SIWX_CHAIN_ID: true,
  INVALID_SIWX_DATE: true,
  INVALID_SIWX_STATEMENT: true,
  INVALID_SIWX_VERSION: true,
  INVALID_SIWX_REQUEST_ID: true,
  MISSING_SIWX_FIELD: true,
  UNSUPPORTED_SIWX_NAMESPACE: true,
  SIWX_INVALID_SIGNATURE: true,
  INVALID_SIWX_SESSION: true,
  SIWX_SESSION_EXPIRED: true,
  SIWX_SESSION_NOT_YET_VALID: true,
  SIWX_MESSAGE_MISMATCH: true,
  SIWX_VERIFIER_NOT_FOUND: true,
  SIWX_VERIFICATION_UNAVAILABLE: true,
  SIWX_LOCATION_UNAVAILABLE: true,
  SIWX_DOMAIN_MISMATCH: true,
  SIWX_FOREIGN_SESSION: true,
  SIWX_NONCE_USED: true,
  SIWX_BACKEND_ERROR: true,
  SIWX_BACKEND_UNREACHABLE: true,
  SIWX_SESSIONS_READ_ONLY: true,
  INVALID_SIWX_BACKEND_URL: true,
  SIWX_EMAIL_CODE_INVALID: true,
  SIWX_EMAIL_CODE_EXPIRED: true,
  SIWX_EMAIL_TOO_MANY_ATTEMPTS: true,
  SIWX_EMAIL_CHALLENGE_INVALID: true,
  SIWX_EMAIL_TOKEN_INVALID: true,
  SIWX_EMAIL_CODE_NOT_REQUESTED: true,
}

describe('docs/errors.md', () => {
  it.each(Object.keys(CODES))('has a section on %s, where its docsPath points', (code) => {
    expect(doc).toContain(`\n### ${code}\n`)
  })
})
