import { describe, expect, it } from 'vitest'
import { benchAssets } from '../../fixtures/bench-account.js'
import { testTokensFor } from '../tokens/test-tokens.js'
import { assetOfIndexed, chainAssets, NATIVE_ASSET, pricedAssets, priceLookup } from './assets.js'

describe('chainAssets', () => {
  const tokens = testTokensFor([31337, 31338])
  const lusd = tokens[0]!.address.toLowerCase()

  it('lists the native coin, the chain’s test tokens with prices, then other indexed tokens once', () => {
    const assets = chainAssets(31337, tokens, [
      { address: lusd, name: 'Lab USD', symbol: 'LUSD', decimals: 6 },
      { address: '0x00000000000000000000000000000000000000aa', name: 'Other', symbol: 'OTH', decimals: 9 },
    ])
    expect(assets.map((asset) => [asset.symbol, asset.price])).toEqual([
      ['ETH', 2500.05],
      ['LUSD', 1],
      ['LAB', 2.5],
      ['ZERO', 0],
      ['OTH', undefined],
    ])
    expect(assets[0]).toBe(NATIVE_ASSET)
    expect(assets[1]).toMatchObject({ address: lusd, name: 'Lab USD', decimals: 6 })
  })

  it('only takes the test tokens of the chain asked for', () => {
    expect(chainAssets(1, tokens, [])).toEqual([NATIVE_ASSET])
  })

  it('fills in what a token did not say', () => {
    expect(assetOfIndexed({ address: '0xa', name: null, symbol: 'X', decimals: 0 })).toMatchObject({
      name: 'X',
      symbol: 'X',
    })
    expect(assetOfIndexed({ address: '0xa', name: null, symbol: null, decimals: 0 })).toMatchObject({
      name: 'Unknown token',
      symbol: 'UNKNOWN',
    })
  })
})

describe('pricedAssets', () => {
  const tokens = testTokensFor([31337])

  it('prices the native coin, the chain’s test tokens and the bench tokens, by contract', () => {
    // The bench passes its tokens in; the cloud's start passes none.
    const assets = pricedAssets(31337, tokens, benchAssets())
    expect(assets).toHaveLength(1 + 3 + 49)
    const price = priceLookup(assets)
    expect(price(null)).toBe(2500.05)
    expect(price(tokens[0]!.address.toLowerCase())).toBe(1)
    expect(price(tokens[1]!.address.toLowerCase())).toBe(2.5)
    expect(price('0xbe7c000000000000000000000000000000000001')).toBeGreaterThan(0)
    expect(price('0x00000000000000000000000000000000000000aa')).toBeUndefined()
  })

  it('has no test tokens on a chain without them', () => {
    expect(priceLookup(pricedAssets(5, tokens))(tokens[0]!.address.toLowerCase())).toBeUndefined()
  })
})
