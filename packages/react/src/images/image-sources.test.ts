import { describe, expect, it } from 'vitest'
import * as icons from './bundled-icons.js'
import { networkImageSources, tokenImageSources } from './image-sources.js'

const service = {
  assetImageUrl: (id: string) => `https://cloud/public/getAssetImage/${id}`,
  tokenImageUrl: (id: string) => `https://cloud/public/getTokenImage/${id}`,
}

describe('image sources', () => {
  it("puts the network's own image first, then the bundled mark, then the image service", () => {
    const mainnet = { caipNetworkId: 'eip155:1', imageUrl: 'https://dapp/eth.png' }
    expect(networkImageSources(mainnet, icons, service)).toEqual([
      'https://dapp/eth.png',
      icons.bundledNetworkIcon('eip155:1'),
      'https://cloud/public/getAssetImage/eip155:1',
    ])
  })

  it('asks the image service for a network the package has no mark of, and nothing without one', () => {
    const anvil = { caipNetworkId: 'eip155:31337' }
    expect(networkImageSources(anvil, icons, service)).toEqual([
      'https://cloud/public/getAssetImage/eip155:31337',
    ])
    expect(networkImageSources(anvil, icons, undefined)).toEqual([])
  })

  it("draws a native coin with its network's mark, by symbol", () => {
    expect(tokenImageSources({ symbol: 'eth' }, icons, undefined)).toEqual([
      icons.bundledNetworkIcon('eip155:1'),
    ])
    expect(tokenImageSources({ symbol: 'LUSD', iconUrl: 'https://api/lusd.svg' }, icons, service)).toEqual([
      'https://api/lusd.svg',
      'https://cloud/public/getTokenImage/LUSD',
    ])
  })
})
