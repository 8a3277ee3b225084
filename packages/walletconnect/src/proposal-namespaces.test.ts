import type { CaipNetwork } from '@appkit/common'
import { testNetwork } from '@appkit/testing/node'
import { describe, expect, it } from 'vitest'
import { proposalNamespaces, requestedChains } from './proposal-namespaces.js'

const network = (id: number | string, namespace: 'eip155' | 'solana' = 'eip155', http?: string[]) =>
  testNetwork(id, namespace, http) as CaipNetwork

describe('proposalNamespaces', () => {
  it('has each namespace of the dapp: its adapter’s part, else the default', () => {
    const part = { chains: ['eip155:1'], methods: ['personal_sign'], events: [], rpcMap: {} }
    const namespaces = proposalNamespaces([network(1), network('sol', 'solana')], { eip155: part })
    expect(Object.keys(namespaces)).toEqual(['eip155', 'solana'])
    expect(namespaces.eip155).toBe(part)
    expect(namespaces.solana?.chains).toEqual(['solana:sol'])
  })
})

describe('requestedChains', () => {
  it('lists every network of every namespace once', () => {
    expect(requestedChains([network(1), network('sol', 'solana'), network(1)])).toEqual([
      'eip155:1',
      'solana:sol',
    ])
  })
})
