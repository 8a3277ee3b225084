import { describe, expect, it } from 'vitest'
import { sessionMethods } from './session-methods.js'

describe('sessionMethods', () => {
  it('lists the bip122 methods of the session, under either kind of key', () => {
    const provider = {
      session: {
        namespaces: {
          eip155: { methods: ['personal_sign'] },
          bip122: { methods: ['signMessage'] },
          'bip122:000000000019d6689c085ae165831e93': { methods: ['sendTransfer'] },
        },
      },
    }
    expect(sessionMethods(provider)).toEqual(['signMessage', 'sendTransfer'])
  })

  it('knows nothing without a session or bip122 methods', () => {
    expect(sessionMethods(undefined)).toBeUndefined()
    expect(sessionMethods({})).toBeUndefined()
    expect(sessionMethods({ session: { namespaces: { eip155: { methods: ['x'] } } } })).toBeUndefined()
  })
})
