import { AppKitError } from '@appkit/common'
import { describe, expect, it } from 'vitest'
import {
  InvalidSiwxBackendUrlError,
  SiwxBackendError,
  SiwxBackendUnreachableError,
  SiwxNonceUsedError,
  SiwxSessionsReadOnlyError,
} from './backend-errors.js'

describe('sign-in server errors', () => {
  it.each([
    [new SiwxNonceUsedError(), 'Nonce already used', 'SIWX_NONCE_USED'],
    [new SiwxBackendUnreachableError(), 'Sign-in server unreachable', 'SIWX_BACKEND_UNREACHABLE'],
    [new SiwxSessionsReadOnlyError(), 'Sign-in sessions are kept by the server', 'SIWX_SESSIONS_READ_ONLY'],
    [new InvalidSiwxBackendUrlError(), 'Invalid sign-in server URL', 'INVALID_SIWX_BACKEND_URL'],
    [new SiwxBackendError(400, 'Nonce expired'), 'Nonce expired', 'SIWX_BACKEND_ERROR'],
  ])('%s has its exact message and code', (error, message, code) => {
    expect(error).toBeInstanceOf(AppKitError)
    expect(error.message).toBe(message)
    expect(error.code).toBe(code)
    expect(error.name).toBe(error.constructor.name)
  })

  it('carries the server’s status, and a message of its own when the server gave none', () => {
    const error = new SiwxBackendError(502, '  ')
    expect(error.status).toBe(502)
    expect(error.message).toBe('Sign-in server error')
  })
})
