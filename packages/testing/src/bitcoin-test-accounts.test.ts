import * as ecc from '@bitcoinerlab/secp256k1'
import { address, crypto, initEccLib, networks, payments } from 'bitcoinjs-lib'
import { ECPairFactory } from 'ecpair'
import { describe, expect, it } from 'vitest'
import { BITCOIN_LAB_CHAIN_ID, BITCOIN_TEST_ACCOUNTS } from './bitcoin-test-accounts.js'

const hex = (bytes: Uint8Array) => Buffer.from(bytes).toString('hex')

describe('the Bitcoin test accounts', () => {
  it('have the keys and regtest addresses of their private keys', () => {
    initEccLib(ecc)
    const ECPair = ECPairFactory(ecc)
    for (const account of BITCOIN_TEST_ACCOUNTS) {
      const key = ECPair.fromPrivateKey(Buffer.from(account.privateKey, 'hex'), { network: networks.regtest })
      expect(key.toWIF()).toBe(account.wif)
      expect(hex(key.publicKey)).toBe(account.payment.publicKey)
      expect(payments.p2wpkh({ pubkey: key.publicKey, network: networks.regtest }).address).toBe(
        account.payment.address,
      )
      const internalPubkey = key.publicKey.subarray(1)
      expect(hex(internalPubkey)).toBe(account.ordinals.publicKey)
      expect(payments.p2tr({ internalPubkey, network: networks.regtest }).address).toBe(
        account.ordinals.address,
      )
    }
  })

  it('have the nested SegWit (P2SH-P2WPKH) address and redeem script of their keys', () => {
    const ECPair = ECPairFactory(ecc)
    for (const account of BITCOIN_TEST_ACCOUNTS) {
      const { publicKey } = ECPair.fromPrivateKey(Buffer.from(account.privateKey, 'hex'))
      // Built by hand (OP_0, a 20-byte push, the key's hash160), then checked against bitcoinjs-lib's payment.
      const redeemScript = Buffer.concat([Buffer.from([0x00, 0x14]), crypto.hash160(publicKey)])
      expect(hex(redeemScript)).toBe(account.nestedPayment.redeemScript)
      const scriptHash = crypto.hash160(redeemScript)
      expect(address.toBase58Check(scriptHash, networks.regtest.scriptHash)).toBe(
        account.nestedPayment.address,
      )
      expect(account.nestedPayment.address).toMatch(/^2/)
      const nested = payments.p2sh({
        redeem: payments.p2wpkh({ pubkey: publicKey, network: networks.regtest }),
        network: networks.regtest,
      })
      expect(nested.address).toBe(account.nestedPayment.address)
      expect(hex(nested.redeem!.output!)).toBe(account.nestedPayment.redeemScript)
    }
  })

  it("name regtest by its genesis block hash (CAIP-2's bip122 reference)", () => {
    const regtestGenesis = '0f9188f13cb7b2c71f2a335e3a4fc328bf5beb436012afca590b1a11466e2206'
    expect(BITCOIN_LAB_CHAIN_ID).toBe(`bip122:${regtestGenesis.slice(0, 32)}`)
  })
})
