import { describe, expect, it } from 'vitest'
import { AuthError, cooldownError, INVALID_EMAIL_MESSAGE, rateLimitedError } from './auth-error.js'

describe('AuthError', () => {
  it('carries its code’s status and serialises as { error: { code, message, …details } }', () => {
    const error = new AuthError('INVALID_OTP', 'The code is not correct.', { attemptsLeft: 3 })
    expect(error.status).toBe(400)
    expect(error.toBody()).toEqual({
      error: { code: 'INVALID_OTP', message: 'The code is not correct.', attemptsLeft: 3 },
    })
    expect(new AuthError('EMAIL_TAKEN', 'taken').status).toBe(409)
    expect(new AuthError('BAD_REQUEST', 'too large', {}, 413).status).toBe(413)
  })

  it('says the cooldown in whole seconds, rounded up, with spec §5’s wording', () => {
    expect(cooldownError(29_100).toBody()).toEqual({
      error: { code: 'COOLDOWN', message: 'Please try again after 30 seconds', retryAfter: 30 },
    })
    expect(cooldownError(1).details.retryAfter).toBe(1)
    expect(cooldownError(1).status).toBe(429)
    expect(rateLimitedError(60_000).toBody().error).toEqual({
      code: 'RATE_LIMITED',
      message: 'Too many requests. Please try again after 60 seconds',
      retryAfter: 60,
    })
  })

  it('uses spec §5’s message for an invalid email', () => {
    expect(INVALID_EMAIL_MESSAGE).toBe('Please enter a valid email address.')
  })
})
