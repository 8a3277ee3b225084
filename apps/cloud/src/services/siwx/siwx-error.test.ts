import { describe, expect, it } from 'vitest'
import { HttpError } from '../../http/http-error.js'
import {
  codeExpired,
  emailNotSent,
  emailThrottled,
  invalidChallenge,
  invalidCode,
  invalidEmail,
  invalidEmailToken,
  invalidSignature,
  nonceExpired,
  nonceUsed,
  notSignedIn,
  originNotAllowed,
  sessionExpired,
  tooManyAttempts,
  tooManyNonces,
  unknownNonce,
} from './siwx-error.js'

describe('HttpError', () => {
  it.each([
    [originNotAllowed(), 403, 'Unauthorized: origin not allowed'],
    [unknownNonce(), 400, 'Unknown nonce'],
    [nonceExpired(), 400, 'Nonce expired'],
    [nonceUsed(), 409, 'Nonce already used'],
    [invalidSignature(), 401, 'Invalid signature'],
    [sessionExpired(), 401, 'Session expired'],
    [notSignedIn(), 401, 'Not signed in'],
    [invalidEmail(), 400, 'Please enter a valid email address.'],
    [invalidChallenge(), 400, 'Invalid challenge'],
    [codeExpired(), 400, 'Code expired'],
    [invalidCode(), 400, 'Invalid code'],
    [tooManyAttempts(), 429, 'Too many attempts'],
    [invalidEmailToken(), 400, 'Invalid email token'],
    [emailNotSent(), 502, 'The email could not be sent. Please try again.'],
  ])('%s has the contract’s status and message', (error, status, message) => {
    expect(error).toBeInstanceOf(HttpError)
    expect(error).toMatchObject({ status, message, name: 'HttpError' })
  })

  it('says when to come back after too many nonces, in whole seconds', () => {
    expect(tooManyNonces(1_200)).toMatchObject({
      status: 429,
      message: 'Too many requests. Please try again after 2 seconds',
      headers: { 'retry-after': '2' },
    })
    expect(tooManyNonces(0).headers).toEqual({ 'retry-after': '1' })
  })

  it('says when another email code may be asked for, in spec §5’s words', () => {
    expect(emailThrottled(29_001)).toMatchObject({
      status: 429,
      message: 'Please try again after 30 seconds',
      headers: { 'retry-after': '30' },
    })
    expect(emailThrottled(1).message).toBe('Please try again after 1 seconds')
  })
})
