import { SOLANA_LAB_CHAIN_ID } from '@appkit/testing'
import { getBase58Encoder } from '@solana/kit'
import { describe, expect, it } from 'vitest'
import { LAB_SOL_USD, SOLANA_LAB } from './lab-chain.js'

describe('the lab chain', () => {
  it('has a genesis hash of 32 bytes whose first 32 characters name the chain', () => {
    expect(`solana:${SOLANA_LAB.genesisHash.slice(0, 32)}`).toBe(SOLANA_LAB_CHAIN_ID)
    expect(getBase58Encoder().encode(SOLANA_LAB.genesisHash)).toHaveLength(32)
  })

  it('names its token', () => {
    expect(LAB_SOL_USD).toMatchObject({ name: 'Lab SOL USD', symbol: 'LSUSD', decimals: 6 })
  })
})
