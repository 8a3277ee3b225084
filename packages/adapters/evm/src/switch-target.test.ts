import { type CaipNetwork, ChainNotConfiguredError } from '@appkit/common'
import { describe, expect, it } from 'vitest'
import { switchTarget } from './switch-target.js'

const network = (id: number) =>
  ({ id, chainNamespace: 'eip155', caipNetworkId: `eip155:${id}` }) as CaipNetwork
const networks = [network(31337), network(31338)]

describe('switchTarget', () => {
  it('finds the dapp’s network of the hex chain id', () => {
    expect(switchTarget(networks, [{ chainId: '0x7a6a' }]).id).toBe(31338)
  })

  it.each([[[{ chainId: '0x1' }]], [[{ chainId: 31337 }]], [[]], [undefined], ['0x7a69']])(
    'refuses %j as a chain the dapp did not configure',
    (params) => {
      expect(() => switchTarget(networks, params)).toThrow(ChainNotConfiguredError)
    },
  )
})
