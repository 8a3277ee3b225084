import type { CaipNetwork } from '@appkit/common'
import type { AdapterEvents, WalletConnectAccess } from '@appkit/controllers/adapter'
import { describe, expect, it } from 'vitest'
import { createEvmAdapter } from '../evm-adapter.js'

const network = (id: number): CaipNetwork => ({
  id,
  caipNetworkId: `eip155:${id}`,
  chainNamespace: 'eip155',
  name: `Chain ${id}`,
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: [`http://127.0.0.1:9/${id}`] } },
})

/** The instance's WalletConnect as the adapter sees it; the test plays the wallet. */
function fakeSession() {
  const requests: { method: string; params?: unknown; chainId?: string }[] = []
  const defaults: string[] = []
  let answer: (method: string) => unknown = () => null
  const access: WalletConnectAccess = {
    connectorId: 'walletConnect',
    async request<T>(args: { method: string; params?: unknown }, chainId?: string) {
      requests.push({ ...args, chainId })
      return answer(args.method) as T
    },
    async setDefaultChain(chainId, rpcUrl) {
      defaults.push(`${chainId} ${rpcUrl}`)
    },
    getProvider: () => 'universal provider',
  }
  return {
    access,
    requests,
    defaults,
    answer: (next: (method: string) => unknown) => {
      answer = next
    },
  }
}

function setup() {
  const session = fakeSession()
  const adapter = createEvmAdapter({ legacyInjected: false })
  adapter.setup({
    networks: [network(1), network(10)],
    events: { connectorsChanged: () => undefined } as unknown as AdapterEvents,
    projectId: 'p',
    walletConnect: session.access,
  })
  return { adapter, ...session }
}

describe('the EVM side of the shared WalletConnect session', () => {
  it('gives the EVM part of the proposal: the dapp chains, the methods and events, each chain’s RPC', () => {
    const { adapter } = setup()
    expect(adapter.walletConnectNamespace?.([network(1), network(10)])).toEqual({
      chains: ['eip155:1', 'eip155:10'],
      methods: expect.arrayContaining(['personal_sign', 'eth_sendTransaction', 'wallet_switchEthereumChain']),
      events: ['chainChanged', 'accountsChanged'],
      rpcMap: { 1: 'http://127.0.0.1:9/1', 10: 'http://127.0.0.1:9/10' },
    })
  })

  it('signs with personal_sign on the session’s current chain', async () => {
    const { adapter, requests, answer } = setup()
    answer(() => '0xsig')
    await expect(
      adapter.signMessage({ connectorId: 'walletConnect', address: '0xa', message: 'hi' }),
    ).resolves.toBe('0xsig')
    expect(requests).toEqual([{ method: 'personal_sign', params: ['0x6869', '0xa'], chainId: undefined }])
  })

  it('switches with the target chain, then makes it the default with its RPC', async () => {
    const { adapter, requests, defaults } = setup()
    await adapter.switchNetwork({ connectorId: 'walletConnect', caipNetwork: network(10) })
    expect(requests).toEqual([
      { method: 'wallet_switchEthereumChain', params: [{ chainId: '0xa' }], chainId: 'eip155:10' },
    ])
    expect(defaults).toEqual(['eip155:10 http://127.0.0.1:9/10'])
  })

  it('adds the chain through the current one when the wallet does not know it (4902)', async () => {
    const { adapter, requests, defaults, answer } = setup()
    answer((method) => {
      if (method === 'wallet_switchEthereumChain') throw { code: 4902, message: 'Unrecognized chain' }
      return null
    })
    await adapter.switchNetwork({ connectorId: 'walletConnect', caipNetwork: network(10) })
    expect(requests.map(({ method, chainId }) => [method, chainId])).toEqual([
      ['wallet_switchEthereumChain', 'eip155:10'],
      ['wallet_addEthereumChain', undefined],
    ])
    expect(defaults).toEqual(['eip155:10 http://127.0.0.1:9/10'])
  })

  it('hands out the session’s provider for the WalletConnect connector', () => {
    const { adapter } = setup()
    expect(adapter.getProvider('walletConnect')).toBe('universal provider')
    expect(adapter.getProvider('io.other')).toBeUndefined()
  })
})
