import { describe, expect, it } from 'vitest'
import { socialHandlers } from './social-handlers.js'

const context = { id: 'id', signal: new AbortController().signal }

describe('social handlers', () => {
  it('say social login is not available', () => {
    const handlers = socialHandlers()
    expect(() => handlers.GET_SOCIAL_REDIRECT_URI({ provider: 'google' }, context)).toThrow(
      'Social login is not available on this secure site.',
    )
    expect(() => handlers.CONNECT_SOCIAL({ uri: 'https://x.example' }, context)).toThrow('Social login')
    expect(() => handlers.GET_FARCASTER_URI(undefined, context)).toThrow('Social login')
    expect(() => handlers.CONNECT_FARCASTER(undefined, context)).toThrow('Social login')
  })
})
