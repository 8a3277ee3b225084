import type { CaipNetwork } from '@appkit/common'
import type { Chain } from 'viem'
import { mainnet as viemMainnet, zksync as viemZksync } from 'viem/chains'
import { describe, expect, expectTypeOf, it } from 'vitest'
import { defineEvmNetwork } from './define-evm-network.js'

describe('defineEvmNetwork', () => {
  it('adds the CAIP fields', () => {
    const network = defineEvmNetwork(viemMainnet)
    expect(network.chainNamespace).toBe('eip155')
    expect(network.caipNetworkId).toBe('eip155:1')
    expect(network.id).toBe(1)
    expect(network.name).toBe(viemMainnet.name)
  })

  it('keeps every viem field, so the result is still a viem chain', () => {
    const network = defineEvmNetwork(viemZksync)
    for (const key of Object.keys(viemZksync)) {
      expect(network[key as keyof typeof network]).toBe(viemZksync[key as keyof typeof viemZksync])
    }
    expectTypeOf(network).toExtend<Chain>()
    expectTypeOf(network).toExtend<CaipNetwork>()
    expectTypeOf(network.caipNetworkId).toEqualTypeOf<'eip155:324'>()
  })

  it('does not change the viem chain', () => {
    defineEvmNetwork(viemMainnet)
    expect('caipNetworkId' in viemMainnet).toBe(false)
  })
})
