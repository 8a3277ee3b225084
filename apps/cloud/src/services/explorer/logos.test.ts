import { BITCOIN_LAB_CHAIN_ID, SOLANA_LAB_CHAIN_ID } from '@appkit/testing'
import { describe, expect, it } from 'vitest'
import { TEST_TOKEN_SPECS } from '../tokens/test-tokens.js'
import { FIXED_WALLETS } from './fixed-wallets.js'
import { logoOf } from './logos.js'

describe('logoOf', () => {
  it('draws every local chain, test token and named test wallet, each differently', () => {
    const logos = [
      ...['eip155:31337', 'eip155:31338', SOLANA_LAB_CHAIN_ID, BITCOIN_LAB_CHAIN_ID].map((id) =>
        logoOf('asset', id),
      ),
      ...['ETH', 'SOL', 'BTC', 'LSUSD', ...TEST_TOKEN_SPECS.map((token) => token.symbol)].map((symbol) =>
        logoOf('token', symbol),
      ),
      ...FIXED_WALLETS.map((wallet) => logoOf('wallet', wallet.name)),
    ]
    for (const logo of logos)
      expect(logo).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" .*<\/svg>$/)
    expect(new Set(logos).size).toBe(logos.length)
  })

  it('draws shapes only: no text left to a font, no script, no reference outside the image', () => {
    for (const logo of [
      logoOf('asset', 'eip155:31338'),
      logoOf('wallet', 'Lab Web Wallet'),
      logoOf('currency', 'EUR'),
    ])
      expect(logo).not.toMatch(/<text|<script|href=|<image/)
  })

  it('knows currencies and symbols in any case, and nothing it does not run', () => {
    expect(logoOf('currency', 'usd')).toBe(logoOf('currency', 'USD'))
    expect(logoOf('token', 'lusd')).toBe(logoOf('token', 'LUSD'))
    expect(logoOf('asset', 'eip155:1')).toBeUndefined()
    expect(logoOf('wallet', 'Rainbow')).toBeUndefined()
  })

  it('never answers from the prototype', () => {
    for (const id of ['constructor', '__proto__', 'toString', 'hasOwnProperty'])
      for (const kind of ['asset', 'token', 'currency', 'wallet'] as const)
        expect(logoOf(kind, id)).toBeUndefined()
  })
})
