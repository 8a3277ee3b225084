import type { CaipNetwork } from '@appkit/common'
import { describe, expect, it } from 'vitest'
import { EIP155_METHODS, eip155Namespace, requestedChains } from './namespaces.js'

function network(
  id: number | string,
  namespace: 'eip155' | 'solana' = 'eip155',
  http = [`http://127.0.0.1:9/${id}`],
) {
  return {
    id,
    caipNetworkId: `${namespace}:${id}`,
    chainNamespace: namespace,
    name: `Chain ${id}`,
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http } },
  } as CaipNetwork
}

describe('requestedChains', () => {
  it('lists the EVM networks as CAIP-2 ids, in order, once each', () => {
    expect(requestedChains([network(31337), network('sol', 'solana'), network(1), network(31337)])).toEqual([
      'eip155:31337',
      'eip155:1',
    ])
  })
})

describe('eip155Namespace', () => {
  it('asks for the dapp chains, the methods and events, and maps each chain to its own RPC', () => {
    expect(eip155Namespace([network(31337), network(1, 'eip155', [])])).toEqual({
      chains: ['eip155:31337', 'eip155:1'],
      methods: [
        'personal_sign',
        'eth_sendTransaction',
        'eth_signTypedData_v4',
        'wallet_switchEthereumChain',
        'wallet_addEthereumChain',
        'eth_accounts',
        'eth_requestAccounts',
        'eth_chainId',
      ],
      events: ['chainChanged', 'accountsChanged'],
      rpcMap: { 31337: 'http://127.0.0.1:9/31337' },
    })
  })

  it('returns fresh arrays, so the provider cannot change the constants', () => {
    const namespace = eip155Namespace([])
    namespace.methods.push('eth_sign')
    expect(EIP155_METHODS).not.toContain('eth_sign')
  })
})
