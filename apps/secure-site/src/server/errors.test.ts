import { describe, expect, it } from 'vitest'
import {
  CloudUnavailableError,
  MethodNotAllowedError,
  SealedShareInvalidError,
  UnauthorizedError,
} from './errors.js'

describe('server errors', () => {
  it('answer with a code, a status and a message a person can read', () => {
    expect(new UnauthorizedError().toBody()).toEqual({
      error: {
        code: 'UNAUTHORIZED',
        message: 'Sign in again: the session is missing, expired or signed out.',
      },
    })
    expect(new UnauthorizedError().status).toBe(401)
    expect(new SealedShareInvalidError().status).toBe(400)
    expect(new CloudUnavailableError('timeout').message).toContain('(timeout)')
    expect(new MethodNotAllowedError('POST').allow).toBe('POST')
  })
})
