import { RpcUrlMissingError } from '@appkit/common'
import { describe, expect, it } from 'vitest'
import { esploraUrlOf } from './esplora-url.js'
import { bitcoin } from './networks.js'
import { REGTEST, regtestNetwork } from './test-utils/chain.js'

// The form createAppKit gives a network that reads through the dapp's blockchain API.
const throughApi = (base: string, caipNetworkId: string) =>
  `${base}/v1/?chainId=${encodeURIComponent(caipNetworkId)}&projectId=p&st=appkit&sv=0.1.0`

describe('esploraUrlOf', () => {
  it('takes the dapp’s own URL for the network first', () => {
    const network = regtestNetwork('http://elsewhere')
    expect(esploraUrlOf(network, { [REGTEST]: 'http://127.0.0.1:3002/api/' })).toBe(
      'http://127.0.0.1:3002/api',
    )
  })

  it('uses the blockchain API’s Esplora for a network read through the API', () => {
    const network = regtestNetwork(throughApi('http://127.0.0.1:8787', REGTEST))
    expect(esploraUrlOf(network)).toBe('http://127.0.0.1:8787/bitcoin/regtest/api')
    const mainnet = {
      ...bitcoin,
      rpcUrls: { default: { http: [throughApi('https://api.example/base', bitcoin.caipNetworkId)] } },
    }
    expect(esploraUrlOf(mainnet)).toBe('https://api.example/base/bitcoin/mainnet/api')
  })

  it('reads the network’s own RPC URL as its Esplora otherwise', () => {
    expect(esploraUrlOf(regtestNetwork('https://esplora.example/regtest/api/'))).toBe(
      'https://esplora.example/regtest/api',
    )
  })

  it('names no server the dapp did not: without a URL, or through the API on a chain it does not know, it fails', () => {
    expect(() => esploraUrlOf(bitcoin)).toThrow(RpcUrlMissingError)
    const unknown = 'bip122:ffffffffffffffffffffffffffffffff'
    const custom = {
      ...regtestNetwork(throughApi('http://127.0.0.1:8787', unknown)),
      caipNetworkId: unknown as `bip122:${string}`,
    }
    expect(() => esploraUrlOf(custom)).toThrow(RpcUrlMissingError)
  })
})
