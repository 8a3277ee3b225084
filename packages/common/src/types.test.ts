import { describe, expect, it } from 'vitest'
import { CHAIN_NAMESPACES } from './types.js'

describe('CHAIN_NAMESPACES', () => {
  it('lists the namespaces of spec §3 in order', () => {
    expect(CHAIN_NAMESPACES).toEqual(['eip155', 'solana', 'bip122', 'polkadot', 'cosmos', 'sui', 'stacks'])
  })
})
