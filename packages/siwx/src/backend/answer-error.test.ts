import { EmailThrottledError, InvalidEmailError, OriginNotAllowedError } from '@appkit/common'
import { describe, expect, it } from 'vitest'
import { SiwxDomainMismatchError, SiwxInvalidSignatureError } from '../errors/session-errors.js'
import { answerError } from './answer-error.js'
import { SiwxBackendError, SiwxNonceUsedError } from './backend-errors.js'
import {
  SiwxEmailChallengeInvalidError,
  SiwxEmailCodeExpiredError,
  SiwxEmailCodeInvalidError,
  SiwxEmailTokenInvalidError,
  SiwxEmailTooManyAttemptsError,
} from './email-errors.js'

describe('answerError', () => {
  it.each([
    [401, 'Invalid signature', SiwxInvalidSignatureError],
    [403, 'Unauthorized: origin not allowed', OriginNotAllowedError],
    [409, 'Nonce already used', SiwxNonceUsedError],
  ])('gives %s its own class, the server’s words in details', (status, message, type) => {
    const error = answerError({ status, body: { message: 'from the server' } })
    expect(error).toBeInstanceOf(type)
    expect(error.message).toBe(message)
    expect(error.details).toBe('from the server')
  })

  it('reads the server’s refusal of a phishing page’s domain as SiwxDomainMismatchError', () => {
    const error = answerError({ status: 400, body: { message: 'Sign-in domain is not the host of its URI' } })
    expect(error).toBeInstanceOf(SiwxDomainMismatchError)
    expect(error).toMatchObject({
      reason: 'domain-mismatch',
      details: 'Sign-in domain is not the host of its URI',
    })
  })

  it('passes any other refusal on with the server’s message and status', () => {
    const error = answerError({ status: 400, body: { message: 'Nonce expired' } })
    expect(error).toBeInstanceOf(SiwxBackendError)
    expect(error).toMatchObject({ message: 'Nonce expired', status: 400 })
  })

  it.each([
    [400, 'Please enter a valid email address.', InvalidEmailError],
    [400, 'Invalid challenge', SiwxEmailChallengeInvalidError],
    [400, 'Code expired', SiwxEmailCodeExpiredError],
    [400, 'Invalid code', SiwxEmailCodeInvalidError],
    [429, 'Too many attempts', SiwxEmailTooManyAttemptsError],
    [400, 'Invalid email token', SiwxEmailTokenInvalidError],
  ])('gives email capture’s %s %j its own class, with the same words', (status, message, type) => {
    const error = answerError({ status, body: { message } })
    expect(error).toBeInstanceOf(type)
    expect(error.message).toBe(message)
  })

  it('reads an email code asked for too soon as EmailThrottledError, but not the nonces’ limit', () => {
    const error = answerError({ status: 429, body: { message: 'Please try again after 27 seconds' } })
    expect(error).toBeInstanceOf(EmailThrottledError)
    expect(error).toMatchObject({ message: 'Please try again after 27 seconds', retryAfterSeconds: 27 })
    const nonces = answerError({
      status: 429,
      body: { message: 'Too many requests. Please try again after 27 seconds' },
    })
    expect(nonces).toBeInstanceOf(SiwxBackendError)
    expect(answerError({ status: 400, body: { message: 'toString' } })).toBeInstanceOf(SiwxBackendError)
  })

  it('says the status when the body has no message, and cuts a long one', () => {
    expect(answerError({ status: 502, body: undefined }).message).toBe('HTTP status code: 502')
    expect(answerError({ status: 500, body: { message: 7 } }).message).toBe('HTTP status code: 500')
    expect(answerError({ status: 429, body: { message: 'x'.repeat(5000) } }).message).toHaveLength(200)
  })
})
