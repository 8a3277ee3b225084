import { describe, expect, it } from 'vitest'
import { bitcoinAddressPrefix } from './bitcoin-chains.js'

// The CAIP-2 ids of the Bitcoin adapter's networks (its networks.test.ts pins them); sign-in cannot
// import an adapter.
const bitcoin = { caipNetworkId: 'bip122:000000000019d6689c085ae165831e93' }
const bitcoinTestnet = { caipNetworkId: 'bip122:000000000933ea01ad0ee984209779ba' }

describe('bitcoinAddressPrefix', () => {
  it("gives each known chain's bech32 prefix, matching the Bitcoin adapter's networks", () => {
    expect(bitcoinAddressPrefix(bitcoin.caipNetworkId)).toBe('bc')
    expect(bitcoinAddressPrefix(bitcoinTestnet.caipNetworkId)).toBe('tb')
    expect(bitcoinAddressPrefix('bip122:00000008819873e925422c1ff0f99f7c')).toBe('tb')
    expect(bitcoinAddressPrefix('bip122:00000000da84f2bafbbc53dee25a72ae')).toBe('tb')
    expect(bitcoinAddressPrefix('bip122:0f9188f13cb7b2c71f2a335e3a4fc328')).toBe('bcrt')
  })

  it('knows no other chain, nor what an object inherits', () => {
    expect(bitcoinAddressPrefix('bip122:ffffffffffffffffffffffffffffffff')).toBeUndefined()
    expect(bitcoinAddressPrefix('eip155:1')).toBeUndefined()
    expect(bitcoinAddressPrefix('toString')).toBeUndefined()
  })
})
