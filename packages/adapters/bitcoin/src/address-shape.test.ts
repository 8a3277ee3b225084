import { describe, expect, it } from 'vitest'
import { isAddressOnAny, looksLikeAddressOn } from './address-shape.js'
import { BITCOIN_CHAINS, type BitcoinChainName } from './bitcoin-chains.js'
import { bitcoin, bitcoinSignet, bitcoinTestnet } from './networks.js'
import { regtestNetwork } from './test-utils/chain.js'

const chain = (name: BitcoinChainName) => BITCOIN_CHAINS.find((c) => c.name === name)!

// Real addresses of each kind (BIP-173/BIP-350 vectors, the test wallet's, well-known ones).
const MAINNET = [
  'bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4',
  'bc1p5d7rjq7g6rdk2yhzks9smlaqtedr4dekq08ge8ztwac72sfr9rusxg3297',
  '1BvBMSEYstWetqTFn5Au4m4GFg7xJaNVN2',
  '3J98t1WpEZ73CNmQviecrnyiWrnqRhWNLy',
]
const TESTNET = [
  'tb1qw508d6qejxtdg4y5r3zarvary0c5xw7kxpjzsx',
  'mipcBbFg9gMiCh81Kj8tqqdgoZub1ZJRfn',
  'n3GNqMveyvaPvUbH469vDRadqpJMPc84JA',
  '2MzQwSSnBHWHqSAqtTVQ6v47XtaisrJa1Vc',
]
const REGTEST = [
  'bcrt1qq2wgn2xtwqng5w0gujmjl7h9u7a44fe2585mxy',
  'bcrt1pef5v3n3p00hcpwn4z36gjq2xdxedmr69lwvun2rst9zp4pgefjvsqamjlk',
]

describe('looksLikeAddressOn (spec §5, per network)', () => {
  it.each(MAINNET)('mainnet takes %s and no other network does', (address) => {
    expect(looksLikeAddressOn(address, chain('mainnet'))).toBe(true)
    for (const other of ['testnet', 'signet', 'regtest'] as const) {
      expect(looksLikeAddressOn(address, chain(other))).toBe(false)
    }
  })

  it.each(TESTNET)('testnet, testnet4 and signet take %s; mainnet does not', (address) => {
    for (const name of ['testnet', 'testnet4', 'signet'] as const) {
      expect(looksLikeAddressOn(address, chain(name))).toBe(true)
    }
    expect(looksLikeAddressOn(address, chain('mainnet'))).toBe(false)
  })

  it.each(REGTEST)('regtest takes %s (bcrt), the others do not', (address) => {
    expect(looksLikeAddressOn(address, chain('regtest'))).toBe(true)
    expect(looksLikeAddressOn(address, chain('testnet'))).toBe(false)
    expect(looksLikeAddressOn(address, chain('mainnet'))).toBe(false)
  })

  it('takes regtest’s base58 addresses (testnet’s versions)', () => {
    expect(looksLikeAddressOn(TESTNET[1], chain('regtest'))).toBe(true)
    expect(looksLikeAddressOn(TESTNET[3], chain('regtest'))).toBe(true)
  })

  it('takes bech32 in one case only', () => {
    expect(looksLikeAddressOn(MAINNET[0]!.toUpperCase(), chain('mainnet'))).toBe(true)
    expect(looksLikeAddressOn('bc1qW508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4', chain('mainnet'))).toBe(false)
  })

  it.each([
    '',
    'bc1',
    'bc1qshort',
    'bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3tb', // b is no bech32 character
    '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
    '4BvBMSEYstWetqTFn5Au4m4GFg7xJaNVN2',
    42,
    undefined,
  ])('refuses %s', (address) => {
    for (const each of BITCOIN_CHAINS) expect(looksLikeAddressOn(address, each)).toBe(false)
  })
})

describe('isAddressOnAny', () => {
  it('takes an address of one of the dapp’s networks only', () => {
    expect(isAddressOnAny(REGTEST[0], [regtestNetwork()])).toBe(true)
    expect(isAddressOnAny(MAINNET[0], [regtestNetwork()])).toBe(false)
    expect(isAddressOnAny(MAINNET[0], [regtestNetwork(), bitcoin])).toBe(true)
    expect(isAddressOnAny(TESTNET[0], [bitcoinTestnet, bitcoinSignet])).toBe(true)
  })

  it('takes any Bitcoin address’s shape on a network it does not know, or with no network', () => {
    const custom = { ...regtestNetwork(), caipNetworkId: 'bip122:ffffffffffffffffffffffffffffffff' as const }
    expect(isAddressOnAny(MAINNET[0], [custom])).toBe(true)
    expect(isAddressOnAny(MAINNET[0], [])).toBe(true)
    expect(isAddressOnAny('nope', [custom])).toBe(false)
  })
})
