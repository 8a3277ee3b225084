import { describe, expect, it } from 'vitest'
import { initialsOfId, initialsOfName, renderImageSvg } from './wallet-image.js'

describe('renderImageSvg', () => {
  it('draws the label on a colour that depends only on the seed', () => {
    const svg = renderImageSvg('seed-a', 'LW')
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" width="96" height="96"/)
    expect(svg).toContain('>LW</text>')
    expect(renderImageSvg('seed-a', 'LW')).toBe(svg)
    const fill = (text: string) => /fill="(hsl\([^"]+\))"/.exec(text)?.[1]
    expect(fill(renderImageSvg('seed-a', 'XY'))).toBe(fill(svg))
    expect(fill(renderImageSvg('seed-b', 'LW'))).not.toBe(fill(svg))
  })

  it('lets only letters and digits into the markup', () => {
    expect(renderImageSvg('s', '<script>')).toContain('>?</text>')
    expect(renderImageSvg('s', 'A"B<C>D')).toContain('>ABC</text>')
  })
})

describe('initials', () => {
  it.each([
    ['Lab Wallet One', 'LW'],
    ['Zenkora Vault', 'ZV'],
    ['solo', 'S'],
    ['  spaced   out ', 'SO'],
    ['— Dash Wallet', 'DW'],
  ])('of the name %o is %o', (name, initials) => {
    expect(initialsOfName(name)).toBe(initials)
  })

  it.each([
    ['USD', 'USD'],
    ['eth', 'ETH'],
    ['eip155:137', '137'],
    ['0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48', 'A0B'],
    ['eip155:1:0xdac17f958d2ee523a2206206994597c13d831ec7', 'DAC'],
    ['---', ''],
  ])('of the id %o is %o', (id, initials) => {
    expect(initialsOfId(id)).toBe(initials)
  })
})
