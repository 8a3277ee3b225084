import { describe, expect, it } from 'vitest'
import { CaipError } from '../errors/validation-errors.js'
import { catchError } from '../test-utils/catch-error.js'
import type { CaipNetwork } from '../types.js'
import { defineNetwork } from './define-network.js'

const custom = {
  id: 'cosmoshub-4',
  caipNetworkId: 'cosmos:cosmoshub-4',
  chainNamespace: 'cosmos',
  name: 'Cosmos Hub',
  nativeCurrency: { name: 'Atom', symbol: 'ATOM', decimals: 6 },
  rpcUrls: { default: { http: ['https://rpc.example.org'] } },
} as const satisfies CaipNetwork

describe('defineNetwork', () => {
  it('returns a valid network unchanged', () => {
    expect(defineNetwork(custom)).toBe(custom)
    expect(defineNetwork({ ...custom, id: 1, caipNetworkId: 'eip155:1', chainNamespace: 'eip155' }).id).toBe(
      1,
    )
  })

  it('rejects an unparsable CAIP id', () => {
    const input = { ...custom, caipNetworkId: 'cosmos' } as unknown as CaipNetwork
    const error = catchError(() => defineNetwork(input))
    expect(error).toBeInstanceOf(CaipError)
    expect((error as CaipError).message).toBe('Invalid CAIP-2 network id: cosmos')
  })

  it('rejects a CAIP id that disagrees with chainNamespace or id', () => {
    const wrongNamespace = catchError(() => defineNetwork({ ...custom, chainNamespace: 'sui' }))
    expect(wrongNamespace).toBeInstanceOf(CaipError)
    expect((wrongNamespace as CaipError).message).toBe('Invalid CAIP-2 network id: cosmos:cosmoshub-4')
    expect((wrongNamespace as CaipError).details).toBe(
      'It must be "sui:cosmoshub-4" to match chainNamespace and id.',
    )
    const wrongId = catchError(() => defineNetwork({ ...custom, id: 'cosmoshub-3' }))
    expect(wrongId).toBeInstanceOf(CaipError)
  })
})
