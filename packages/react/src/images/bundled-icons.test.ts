import { bitcoin } from '@appkit/adapter-bitcoin/networks'
import { arbitrum, avalanche, base, bsc, mainnet, optimism, polygon } from '@appkit/adapter-evm/networks'
import { solana } from '@appkit/adapter-solana/networks'
import { DEFAULT_SOCIALS } from '@appkit/common'
import { describe, expect, it } from 'vitest'
import { bundledCoinIcon, bundledMark, bundledNetworkIcon } from './bundled-icons.js'

const svgOf = (url: string) => decodeURIComponent(url.replace(/^data:image\/svg\+xml,/, ''))

describe('bundled icons', () => {
  it('has a mark for every well-known network the package exports', () => {
    for (const network of [mainnet, base, optimism, arbitrum, polygon, bsc, avalanche, solana, bitcoin]) {
      expect(bundledNetworkIcon(network.caipNetworkId), network.name).toMatch(/^data:image\/svg\+xml,/)
    }
  })

  it('draws every mark as a self-contained SVG: no script, no external reference, no text to render', () => {
    const all = [
      bundledMark('walletConnect'),
      bundledMark('allWallets'),
      bundledNetworkIcon('eip155:1')!,
      bundledNetworkIcon(solana.caipNetworkId)!,
      ...DEFAULT_SOCIALS.map((social) => bundledMark(social)),
    ]
    for (const url of all) {
      const svg = svgOf(url)
      expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" viewBox="0 0 40 40">.*<\/svg>$/)
      expect(svg).not.toMatch(/<script|href=|<text|<image/)
    }
  })

  it('has a distinct mark for every social login', () => {
    const marks = DEFAULT_SOCIALS.map((social) => bundledMark(social))
    expect(new Set(marks).size).toBe(DEFAULT_SOCIALS.length)
  })

  it('knows native coins by symbol, in any case, and nothing else', () => {
    expect(bundledCoinIcon('sol')).toBe(bundledNetworkIcon(solana.caipNetworkId))
    expect(bundledCoinIcon('LUSD')).toBeUndefined()
    expect(bundledNetworkIcon('eip155:31337')).toBeUndefined()
  })
})
