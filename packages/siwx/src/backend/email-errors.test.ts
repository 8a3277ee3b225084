import { AppKitError } from '@appkit/common'
import { describe, expect, it } from 'vitest'
import {
  SiwxEmailChallengeInvalidError,
  SiwxEmailCodeExpiredError,
  SiwxEmailCodeInvalidError,
  SiwxEmailCodeNotRequestedError,
  SiwxEmailTokenInvalidError,
  SiwxEmailTooManyAttemptsError,
} from './email-errors.js'

describe('email capture errors', () => {
  it.each([
    [new SiwxEmailCodeInvalidError(), 'Invalid code', 'SIWX_EMAIL_CODE_INVALID'],
    [new SiwxEmailCodeExpiredError(), 'Code expired', 'SIWX_EMAIL_CODE_EXPIRED'],
    [new SiwxEmailTooManyAttemptsError(), 'Too many attempts', 'SIWX_EMAIL_TOO_MANY_ATTEMPTS'],
    [new SiwxEmailChallengeInvalidError(), 'Invalid challenge', 'SIWX_EMAIL_CHALLENGE_INVALID'],
    [new SiwxEmailTokenInvalidError(), 'Invalid email token', 'SIWX_EMAIL_TOKEN_INVALID'],
    [new SiwxEmailCodeNotRequestedError(), 'No email code was requested', 'SIWX_EMAIL_CODE_NOT_REQUESTED'],
  ])('%s has its exact message and code', (error, message, code) => {
    expect(error).toBeInstanceOf(AppKitError)
    expect(error.message).toBe(message)
    expect(error.code).toBe(code)
    expect(error.name).toBe(error.constructor.name)
  })
})
