import { describe, expect, it } from 'vitest'
import { FarcasterConnectionError } from './social-login-errors.js'

describe('FarcasterConnectionError', () => {
  it('carries the spec’s exact message, a code and its cause', () => {
    const cause = new Error('channel expired')
    expect(new FarcasterConnectionError({ cause })).toMatchObject({
      message: 'Failed to connect to farcaster',
      code: 'FARCASTER_CONNECTION_FAILED',
      cause,
    })
  })
})
