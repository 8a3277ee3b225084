import { describe, expect, it } from 'vitest'
import {
  AuthConnectorNotFoundError,
  EmailThrottledError,
  InvalidEmailError,
  NotConnectedToEmailError,
} from './auth-errors.js'

describe('email login errors', () => {
  it('carry the spec’s exact messages and a code', () => {
    expect(new InvalidEmailError().message).toBe('Please enter a valid email address.')
    expect(new AuthConnectorNotFoundError().message).toBe('No auth connector found')
    expect(new NotConnectedToEmailError().message).toBe('Not connected to email or social')
    const throttled = new EmailThrottledError(12)
    expect(throttled.message).toBe('Please try again after 12 seconds')
    expect(throttled.retryAfterSeconds).toBe(12)
    expect(throttled.code).toBe('EMAIL_THROTTLED')
  })
})
