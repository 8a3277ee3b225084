import { networks } from 'bitcoinjs-lib'
import { describe, expect, it } from 'vitest'
import { BITCOIN_CHAINS } from '../bitcoin-chains.js'
import { bitcoinNetwork } from './bitcoin-network.js'

describe('bitcoinNetwork', () => {
  it('gives each chain the address parameters of its own addresses', () => {
    for (const chain of BITCOIN_CHAINS) {
      const network = bitcoinNetwork(chain)
      expect(network.bech32).toBe(chain.bech32)
    }
    expect(bitcoinNetwork(BITCOIN_CHAINS[0]!)).toBe(networks.bitcoin)
  })
})
