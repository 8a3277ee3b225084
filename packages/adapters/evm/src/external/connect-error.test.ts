import { AccountNotFoundError } from '@appkit/common'
import { describe, expect, it } from 'vitest'
import { toConnectError } from './connect-error.js'

describe('toConnectError', () => {
  it('says "Connection rejected" when the user refused (4001) or closed the popup', () => {
    const refused = toConnectError({ code: 4001, message: 'User denied account authorization' })
    expect(refused.message).toBe('Connection rejected')
    expect(refused.code).toBe('CONNECTION_REJECTED')
    expect(refused.details).toBe('User denied account authorization')
    expect(toConnectError({ code: 4001, message: 'Request rejected' }).message).toBe('Connection rejected')
  })

  it('says "Failed to connect" with the SDK’s words for anything else', () => {
    const blocked = toConnectError({ code: -32603, message: 'Pop up window failed to open' })
    expect(blocked.message).toBe('Failed to connect')
    expect(blocked.details).toBe('Pop up window failed to open')
    expect(toConnectError(new TypeError('Failed to fetch dynamically imported module')).details).toBe(
      'Failed to fetch dynamically imported module',
    )
  })

  it('keeps our own typed errors as they are', () => {
    const own = new AccountNotFoundError()
    expect(toConnectError(own)).toBe(own)
  })
})
