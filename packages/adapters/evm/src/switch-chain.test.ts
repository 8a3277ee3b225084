import type { CaipNetwork } from '@appkit/common'
import { describe, expect, it } from 'vitest'
import { switchChain } from './switch-chain.js'

const network: CaipNetwork = {
  id: 31338,
  caipNetworkId: 'eip155:31338',
  chainNamespace: 'eip155',
  name: 'Anvil B',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: ['http://127.0.0.1:8546'] } },
}

function wallet(switchError?: unknown) {
  const calls: { method: string; params?: unknown }[] = []
  return {
    calls,
    request: async (args: { method: string; params?: unknown }) => {
      calls.push(args)
      if (args.method === 'wallet_switchEthereumChain' && switchError) throw switchError
      return null
    },
  }
}

describe('switchChain', () => {
  it('switches a chain the wallet knows', async () => {
    const provider = wallet()
    await switchChain(provider, network)
    expect(provider.calls).toEqual([
      { method: 'wallet_switchEthereumChain', params: [{ chainId: '0x7a6a' }] },
    ])
  })

  it('adds the chain when the wallet answers 4902, directly or wrapped', async () => {
    for (const error of [{ code: 4902 }, { code: -32603, data: { originalError: { code: 4902 } } }]) {
      const provider = wallet(error)
      await switchChain(provider, network)
      expect(provider.calls[1]).toEqual({
        method: 'wallet_addEthereumChain',
        params: [
          {
            chainId: '0x7a6a',
            chainName: 'Anvil B',
            nativeCurrency: network.nativeCurrency,
            rpcUrls: ['http://127.0.0.1:8546'],
            blockExplorerUrls: undefined,
          },
        ],
      })
    }
  })

  it('passes any other error on, such as a user rejection', async () => {
    const provider = wallet({ code: 4001, message: 'User rejected the request.' })
    await expect(switchChain(provider, network)).rejects.toMatchObject({ code: 4001 })
    expect(provider.calls).toHaveLength(1)
  })
})
