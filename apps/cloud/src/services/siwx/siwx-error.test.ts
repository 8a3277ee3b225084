import { describe, expect, it } from 'vitest'
import {
  invalidSignature,
  nonceExpired,
  nonceUsed,
  notSignedIn,
  originNotAllowed,
  SiwxRequestError,
  sessionExpired,
  tooManyNonces,
  unknownNonce,
} from './siwx-error.js'

describe('SiwxRequestError', () => {
  it.each([
    [originNotAllowed(), 403, 'Unauthorized: origin not allowed'],
    [unknownNonce(), 400, 'Unknown nonce'],
    [nonceExpired(), 400, 'Nonce expired'],
    [nonceUsed(), 409, 'Nonce already used'],
    [invalidSignature(), 401, 'Invalid signature'],
    [sessionExpired(), 401, 'Session expired'],
    [notSignedIn(), 401, 'Not signed in'],
  ])('%s has the contract’s status and message', (error, status, message) => {
    expect(error).toBeInstanceOf(SiwxRequestError)
    expect(error).toMatchObject({ status, message, name: 'SiwxRequestError' })
  })

  it('says when to come back after too many nonces, in whole seconds', () => {
    expect(tooManyNonces(1_200)).toMatchObject({
      status: 429,
      message: 'Too many requests. Please try again after 2 seconds',
      headers: { 'retry-after': '2' },
    })
    expect(tooManyNonces(0).headers).toEqual({ 'retry-after': '1' })
  })
})
