import type { CaipNetwork } from '@appkit/common'
import { testNetwork } from '@appkit/testing/node'
import { describe, expect, it } from 'vitest'
import { DEFAULT_METHODS, namespacePart } from './default-namespaces.js'

const network = (id: number | string, namespace: 'eip155' | 'solana' = 'eip155', http?: string[]) =>
  testNetwork(id, namespace, http) as CaipNetwork

describe('namespacePart', () => {
  it('asks for the namespace’s chains, in order, once each, and maps each chain to its own RPC', () => {
    expect(
      namespacePart('eip155', [network(31337), network('sol', 'solana'), network(1), network(31337)]),
    ).toEqual({
      chains: ['eip155:31337', 'eip155:1'],
      methods: DEFAULT_METHODS.eip155,
      events: ['chainChanged', 'accountsChanged'],
      rpcMap: { 1: 'http://127.0.0.1:9/1', 31337: 'http://127.0.0.1:9/31337' },
    })
  })

  it('leaves a chain without an RPC URL out of the map', () => {
    expect(namespacePart('eip155', [network(1, 'eip155', [])]).rpcMap).toEqual({})
  })
})
