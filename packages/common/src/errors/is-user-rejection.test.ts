import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { anyInput } from '../test-utils/arbitraries.js'
import { isUserRejection } from './is-user-rejection.js'

describe('isUserRejection', () => {
  it.each([4001, 5000, 5002, '4001'])('recognises code %o', (code) => {
    expect(isUserRejection({ code, message: 'whatever' })).toBe(true)
  })

  it.each([
    'User rejected the request.',
    'MetaMask Tx Signature: USER REJECTED transaction signature.',
    'Request cancelled by user',
    'The user canceled',
    'Connection request reset. Please try again.',
  ])('recognises the message %o', (message) => {
    expect(isUserRejection(new Error(message))).toBe(true)
    expect(isUserRejection(message)).toBe(true)
  })

  it('looks at wrapped errors and short messages', () => {
    expect(isUserRejection(new Error('Request failed', { cause: { code: 4001 } }))).toBe(true)
    expect(isUserRejection({ message: 'x', shortMessage: 'User rejected the request.' })).toBe(true)
  })

  it.each([
    { code: 4100, message: 'Unauthorized' },
    { code: -32603, message: 'Internal error' },
    new Error('insufficient funds'),
    'nonce too low',
    null,
    undefined,
    42,
    {},
  ])('rejects %o', (error) => {
    expect(isUserRejection(error)).toBe(false)
  })

  it('never throws on hostile input', () => {
    const hostile = {
      get code() {
        throw new Error('code')
      },
      get message() {
        throw new Error('message')
      },
    }
    expect(isUserRejection(hostile)).toBe(false)
    const { proxy, revoke } = Proxy.revocable({}, {})
    revoke()
    expect(isUserRejection(proxy)).toBe(false)
  })

  it('is false for a revoked proxy', () => {
    const { proxy, revoke } = Proxy.revocable({}, {})
    revoke()
    expect(isUserRejection(proxy)).toBe(false)
  })

  it('returns a boolean for any value', () => {
    fc.assert(
      fc.property(anyInput(), (value) => {
        expect(typeof isUserRejection(value)).toBe('boolean')
      }),
      { numRuns: 500 },
    )
  })
})
