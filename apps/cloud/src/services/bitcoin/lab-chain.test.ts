import { describe, expect, it } from 'vitest'
import {
  BITCOIN_LAB_CHAIN_ID,
  BITCOIN_LAB_NETWORK,
  DEFAULT_FEE_ESTIMATES,
  MIN_RELAY_FEE_RATE,
  REGTEST_GENESIS,
} from './lab-chain.js'

describe('the Bitcoin test chain', () => {
  it('is named by regtest’s genesis hash', () => {
    expect(BITCOIN_LAB_CHAIN_ID).toBe(`bip122:${REGTEST_GENESIS.hash.slice(0, 32)}`)
    expect(BITCOIN_LAB_NETWORK.bech32).toBe('bcrt')
  })

  it('estimates fees for Esplora’s targets, never below the minimum relay fee', () => {
    expect(Object.keys(DEFAULT_FEE_ESTIMATES)).toEqual([
      ...Array.from({ length: 25 }, (_, index) => String(index + 1)),
      '144',
      '504',
      '1008',
    ])
    const rates = Object.values(DEFAULT_FEE_ESTIMATES)
    expect(Math.min(...rates)).toBeGreaterThanOrEqual(MIN_RELAY_FEE_RATE)
    // A longer wait never costs more.
    expect(rates).toEqual([...rates].sort((a, b) => b - a))
  })
})
