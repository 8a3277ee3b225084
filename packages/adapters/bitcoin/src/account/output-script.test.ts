import { InvalidAddressError } from '@appkit/common'
import { networks } from 'bitcoinjs-lib'
import { describe, expect, it } from 'vitest'
import { ALICE } from '../test-utils/chain.js'
import { useEcc } from './ecc.js'
import { outputScriptOf } from './output-script.js'

useEcc()

describe('outputScriptOf (spec §5: the address checked against the network it is sent on)', () => {
  it.each([
    ['bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4', 'p2wpkh'],
    ['bc1qrp33g0q5c5txsp9arysrx4k6zdkfs4nce4xj0gdcccefvpysxf3qccfmv3', 'p2wsh'],
    ['bc1p5d7rjq7g6rdk2yhzks9smlaqtedr4dekq08ge8ztwac72sfr9rusxg3297', 'p2tr'],
    ['1BvBMSEYstWetqTFn5Au4m4GFg7xJaNVN2', 'p2pkh'],
    ['3J98t1WpEZ73CNmQviecrnyiWrnqRhWNLy', 'p2sh'],
    ['BC1QW508D6QEJXTDG4Y5R3ZARVARY0C5XW7KV8F3T4', 'p2wpkh'],
  ])('mainnet pays %s as %s', (address, kind) => {
    expect(outputScriptOf(address, networks.bitcoin).kind).toBe(kind)
  })

  it.each([
    ['tb1qw508d6qejxtdg4y5r3zarvary0c5xw7kxpjzsx', 'p2wpkh'],
    ['mipcBbFg9gMiCh81Kj8tqqdgoZub1ZJRfn', 'p2pkh'],
    ['2MzQwSSnBHWHqSAqtTVQ6v47XtaisrJa1Vc', 'p2sh'],
  ])('testnet and signet pay %s as %s', (address, kind) => {
    expect(outputScriptOf(address, networks.testnet).kind).toBe(kind)
  })

  it.each([
    [ALICE.payment.address, 'p2wpkh'],
    [ALICE.ordinals.address, 'p2tr'],
    ['mipcBbFg9gMiCh81Kj8tqqdgoZub1ZJRfn', 'p2pkh'],
  ])('regtest pays %s as %s', (address, kind) => {
    expect(outputScriptOf(address, networks.regtest).kind).toBe(kind)
  })

  it.each([
    ['bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4', networks.testnet, 'another network’s bech32'],
    ['tb1qw508d6qejxtdg4y5r3zarvary0c5xw7kxpjzsx', networks.regtest, 'testnet’s on regtest'],
    [ALICE.payment.address, networks.testnet, 'regtest’s on testnet'],
    ['1BvBMSEYstWetqTFn5Au4m4GFg7xJaNVN2', networks.testnet, 'a mainnet base58 version'],
    ['bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t5', networks.bitcoin, 'a bad checksum'],
    ['1BvBMSEYstWetqTFn5Au4m4GFg7xJaNVN3', networks.bitcoin, 'a bad base58 checksum'],
    ['bc1zw508d6qejxtdg4y5r3zarvaryvaxxpcs', networks.bitcoin, 'a future SegWit version'],
    ['not an address', networks.bitcoin, 'text'],
  ])('refuses %s (%s)', (address, network) => {
    expect(() => outputScriptOf(address, network)).toThrow(InvalidAddressError)
  })
})
