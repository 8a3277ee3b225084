import { describe, expect, it } from 'vitest'
import { NATIVE_ASSET } from './assets.js'
import { formatBalance } from './balance-format.js'

const ORIGIN = 'http://127.0.0.1:8787'

describe('formatBalance', () => {
  it('writes the native coin without an address, with its value', () => {
    expect(
      formatBalance({ asset: NATIVE_ASSET, balance: 10_000_200_000_000_000_000n }, 31337, ORIGIN),
    ).toEqual({
      name: 'Ether',
      symbol: 'ETH',
      chainId: 'eip155:31337',
      value: 25001.00001,
      price: 2500.05,
      quantity: { decimals: '18', numeric: '10.0002' },
      iconUrl: `${ORIGIN}/public/getTokenImage/ETH`,
    })
  })

  it('writes a token with its CAIP-10 address, and no value or price when unpriced', () => {
    const asset = {
      address: '0x00000000000000000000000000000000000000aa',
      name: 'Other',
      symbol: 'OTH',
      decimals: 0,
      price: undefined,
    }
    expect(formatBalance({ asset, balance: 7n }, 31338, ORIGIN)).toEqual({
      name: 'Other',
      symbol: 'OTH',
      chainId: 'eip155:31338',
      address: 'eip155:31338:0x00000000000000000000000000000000000000AA',
      quantity: { decimals: '0', numeric: '7' },
      iconUrl: `${ORIGIN}/public/getTokenImage/OTH`,
    })
  })
})
