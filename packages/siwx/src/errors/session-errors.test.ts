import { AppKitError } from '@appkit/common'
import { describe, expect, it } from 'vitest'
import {
  InvalidSiwxSessionError,
  SiwxDomainMismatchError,
  SiwxForeignSessionError,
  SiwxInvalidSignatureError,
  SiwxLocationUnavailableError,
  SiwxMessageMismatchError,
  SiwxSessionExpiredError,
  SiwxSessionNotYetValidError,
  SiwxVerificationUnavailableError,
  SiwxVerifierNotFoundError,
} from './session-errors.js'

describe('sign-in session errors', () => {
  it.each([
    [new SiwxInvalidSignatureError(), 'Invalid signature', 'SIWX_INVALID_SIGNATURE'],
    [new InvalidSiwxSessionError(), 'Invalid sign-in session', 'INVALID_SIWX_SESSION'],
    [new SiwxSessionExpiredError(), 'Sign-in session expired', 'SIWX_SESSION_EXPIRED'],
    [new SiwxSessionNotYetValidError(), 'Sign-in session not yet valid', 'SIWX_SESSION_NOT_YET_VALID'],
    [new SiwxMessageMismatchError(), 'Signed message does not match its data', 'SIWX_MESSAGE_MISMATCH'],
    [new SiwxVerifierNotFoundError(), 'No sign-in verifier for this network', 'SIWX_VERIFIER_NOT_FOUND'],
    [
      new SiwxVerificationUnavailableError(),
      'Sign-in could not be verified',
      'SIWX_VERIFICATION_UNAVAILABLE',
    ],
    [new SiwxLocationUnavailableError(), 'Sign-in domain and URI are unknown', 'SIWX_LOCATION_UNAVAILABLE'],
    [new SiwxDomainMismatchError(), 'Sign-in message is not for this site', 'SIWX_DOMAIN_MISMATCH'],
    [new SiwxForeignSessionError(), 'Sign-in session belongs to another site', 'SIWX_FOREIGN_SESSION'],
  ])('%s has its exact message and code', (error, message, code) => {
    expect(error).toBeInstanceOf(AppKitError)
    expect(error.message).toBe(message)
    expect(error.code).toBe(code)
    expect(error.name).toBe(error.constructor.name)
  })

  it('names the domain mismatch with checkSiwxSession’s reason', () => {
    expect(new SiwxDomainMismatchError().reason).toBe('domain-mismatch')
  })
})
