import * as ecc from '@bitcoinerlab/secp256k1'
import { networks } from 'bitcoinjs-lib'
import { ECPairFactory } from 'ecpair'
import { describe, expect, it } from 'vitest'
import { BITCOIN_TEST_ACCOUNTS } from '../bitcoin-test-accounts.js'
import { fromHex, toHex } from './bytes.js'
import { loadBitcoinKey } from './key.js'

const [first, second] = BITCOIN_TEST_ACCOUNTS

describe('loadBitcoinKey', () => {
  it('gives the payment (P2WPKH) and ordinals (P2TR) addresses and keys of the test accounts', () => {
    for (const account of BITCOIN_TEST_ACCOUNTS) {
      const key = loadBitcoinKey(account.privateKey, networks.regtest)
      expect(key.payment.address).toBe(account.payment.address)
      expect(toHex(key.payment.publicKey)).toBe(account.payment.publicKey)
      expect(key.ordinals.address).toBe(account.ordinals.address)
      expect(toHex(key.ordinals.publicKey)).toBe(account.ordinals.publicKey)
    }
  })

  it('pays from the nested SegWit address with p2sh-p2wpkh, showing the same compressed key', () => {
    for (const account of BITCOIN_TEST_ACCOUNTS) {
      const key = loadBitcoinKey(account.privateKey, networks.regtest, 'p2sh-p2wpkh')
      expect(key.payment.address).toBe(account.nestedPayment.address)
      expect(toHex(key.payment.redeemScript!)).toBe(account.nestedPayment.redeemScript)
      expect(toHex(key.payment.publicKey)).toBe(account.payment.publicKey)
      expect(key.ordinals.address).toBe(account.ordinals.address)
    }
    expect(loadBitcoinKey(first.privateKey, networks.regtest).payment.redeemScript).toBeUndefined()
  })

  it('signs Taproot with the tweaked key: the x-only key the P2TR output commits to', () => {
    // The first key's point has an odd y, the second's an even one: both tweak paths are covered.
    for (const account of [first, second]) {
      const key = loadBitcoinKey(account.privateKey, networks.regtest)
      expect(key.ordinals.script.subarray(2)).toEqual(key.taprootSigner.publicKey.subarray(1))
      expect(key.payment.script.subarray(0, 2)).toEqual(Uint8Array.from([0x00, 0x14]))
    }
  })

  it('reads WIF and 0x-prefixed hex too, and addresses follow the network', () => {
    expect(loadBitcoinKey(first.wif, networks.regtest).payment.address).toBe(first.payment.address)
    expect(loadBitcoinKey(`0x${first.privateKey}`, networks.regtest).ordinals.address).toBe(
      first.ordinals.address,
    )
    expect(loadBitcoinKey(first.privateKey, networks.bitcoin).payment.address).toMatch(/^bc1q/)
    expect(loadBitcoinKey(first.privateKey, networks.testnet).ordinals.address).toMatch(/^tb1p/)
  })

  it('refuses an uncompressed WIF: its key has no P2WPKH or P2TR address', () => {
    const uncompressed = ECPairFactory(ecc)
      .fromPrivateKey(fromHex(first.privateKey), { compressed: false, network: networks.regtest })
      .toWIF()
    expect(() => loadBitcoinKey(uncompressed, networks.regtest)).toThrow('an uncompressed WIF has no P2WPKH')
  })

  it('refuses what is no key, with a typed error', () => {
    for (const bad of ['', 'nope', '00'.repeat(32), 'ff'.repeat(32), first.wif.slice(0, -1)]) {
      expect(() => loadBitcoinKey(bad, networks.regtest)).toThrow(
        expect.objectContaining({
          code: -32602,
          message: expect.stringContaining('the private key must be'),
        }),
      )
    }
  })
})
