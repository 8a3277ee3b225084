import { describe, expect, it } from 'vitest'
import { InvalidBitcoinConfigError, loadBitcoinConfig } from './bitcoin-config.js'

describe('loadBitcoinConfig', () => {
  it('is undefined without BITCOIN_* variables, so the defaults hold', () => {
    expect(loadBitcoinConfig({})).toBeUndefined()
    expect(loadBitcoinConfig({ BITCOIN_ESPLORA_URL: ' ', BITCOIN_FUND: '' })).toBeUndefined()
  })

  it('reads the Esplora URL without a trailing slash', () => {
    expect(loadBitcoinConfig({ BITCOIN_ESPLORA_URL: 'https://blockstream.info/testnet/api/' })).toEqual({
      esploraUrl: 'https://blockstream.info/testnet/api',
    })
  })

  it('reads the funding list as address=sats pairs, in order', () => {
    expect(loadBitcoinConfig({ BITCOIN_FUND: 'bcrt1qa=100000000, bcrt1pb=5' })).toEqual({
      fund: [
        { address: 'bcrt1qa', sats: 100_000_000n },
        { address: 'bcrt1pb', sats: 5n },
      ],
    })
  })

  it.each([
    [{ BITCOIN_ESPLORA_URL: 'blockstream.info/api' }, 'BITCOIN_ESPLORA_URL must be an http(s) URL'],
    [{ BITCOIN_ESPLORA_URL: 'ftp://example.com/api' }, 'BITCOIN_ESPLORA_URL must be an http(s) URL'],
    [
      { BITCOIN_FUND: 'bcrt1qa' },
      'BITCOIN_FUND must be a comma-separated list of address=sats, got "bcrt1qa"',
    ],
    [{ BITCOIN_FUND: 'bcrt1qa=1.5' }, 'BITCOIN_FUND must be a comma-separated list'],
  ])('refuses %o', (env, message) => {
    expect(() => loadBitcoinConfig(env)).toThrow(InvalidBitcoinConfigError)
    expect(() => loadBitcoinConfig(env)).toThrow(message)
  })
})
