import { createBlockchainApiClient } from '@appkit/blockchain-api'
import type { CaipNetwork } from '@appkit/common'
import { describe, expect, it } from 'vitest'
import { apiRpcUrl, throughApi } from './api-rpc-url.js'

const identity = { projectId: 'lab', sdkVersion: '0.1.0' }

describe('the JSON-RPC endpoint of the blockchain API', () => {
  it('is the URL the API client itself uses, with or without a trailing slash or a path prefix', () => {
    for (const baseUrl of [
      'http://127.0.0.1:8787',
      'http://127.0.0.1:8787/',
      'https://api.example.org/chain',
    ]) {
      const client = createBlockchainApiClient({ baseUrl, ...identity })
      expect(apiRpcUrl(baseUrl, 'eip155:31337', identity)).toBe(client.rpcUrl('eip155:31337'))
    }
  })

  it("replaces each network's public RPC URL and keeps the rest of the network", () => {
    const mainnet = {
      id: 1,
      caipNetworkId: 'eip155:1',
      chainNamespace: 'eip155',
      name: 'Ethereum',
      nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
      rpcUrls: { default: { http: ['https://eth.merkle.io'], webSocket: ['wss://x'] } },
    } satisfies CaipNetwork
    const [network] = throughApi([mainnet], 'http://127.0.0.1:8787', identity)
    expect(network).toEqual({
      ...mainnet,
      rpcUrls: {
        default: {
          http: ['http://127.0.0.1:8787/v1/?chainId=eip155%3A1&projectId=lab&st=appkit&sv=0.1.0'],
          webSocket: ['wss://x'],
        },
      },
    })
    expect(mainnet.rpcUrls.default.http).toEqual(['https://eth.merkle.io'])
  })
})
