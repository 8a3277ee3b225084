import { describe, expect, it } from 'vitest'
import { bitcoin, bitcoinSignet, bitcoinTestnet } from './networks.js'

describe('Bitcoin networks', () => {
  it.each([
    [bitcoin, 'bip122:000000000019d6689c085ae165831e93', 'BTC', false],
    [bitcoinTestnet, 'bip122:000000000933ea01ad0ee984209779ba', 'tBTC', true],
    [bitcoinSignet, 'bip122:00000008819873e925422c1ff0f99f7c', 'sBTC', true],
  ])('%#: has CAIP id %s', (network, caipNetworkId, symbol, testnet) => {
    expect(network.caipNetworkId).toBe(caipNetworkId)
    expect(network.chainNamespace).toBe('bip122')
    expect(`bip122:${network.id}`).toBe(caipNetworkId)
    expect(network.nativeCurrency.symbol).toBe(symbol)
    expect(network.nativeCurrency.decimals).toBe(8)
    expect(Boolean(network.testnet)).toBe(testnet)
  })
})
