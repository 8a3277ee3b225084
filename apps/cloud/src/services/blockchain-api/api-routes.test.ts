import { describe, expect, it } from 'vitest'
import { matchApiRoute } from './api-routes.js'

describe('matchApiRoute', () => {
  it.each([
    ['/v1', { kind: 'rpc', method: 'POST' }],
    ['/v1/', { kind: 'rpc', method: 'POST' }],
    ['/v1/supported-chains', { kind: 'supportedChains', method: 'GET' }],
    ['/v1/fungible/price', { kind: 'price', method: 'POST' }],
    ['/v1/account/0xAbC/balance', { kind: 'balance', method: 'GET', address: '0xAbC' }],
    ['/v1/account/0xabc/history', { kind: 'history', method: 'GET', address: '0xabc' }],
    ['/v1/identity/0x%41bc', { kind: 'identity', method: 'GET', address: '0xAbc' }],
    ['/v1/identity/%E0%A4%A', { kind: 'identity', method: 'GET', address: undefined }],
    ['/v1/profile/account/bob.lab.id', { kind: 'profile', method: 'GET', name: 'bob.lab.id' }],
    ['/v1/account/0xabc/nfts', { kind: 'unknown', method: 'GET' }],
    ['/v1/convert/tokens', { kind: 'swapTokens', method: 'GET' }],
    ['/v1/convert/build-transaction', { kind: 'swapBuildTransaction', method: 'POST' }],
    ['/v1/convert/nothing', { kind: 'unknown', method: 'GET' }],
  ])('routes %s', (path, route) => {
    expect(matchApiRoute(path)).toEqual(route)
  })

  it('leaves other paths to other services', () => {
    for (const path of ['/', '/health', '/v10', '/v1x/a', '/getWallets'])
      expect(matchApiRoute(path)).toBeUndefined()
  })
})
