import * as ecc from '@bitcoinerlab/secp256k1'
import { initEccLib, networks, payments } from 'bitcoinjs-lib'
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

  it("name regtest by its genesis block hash (CAIP-2's bip122 reference)", () => {
    const regtestGenesis = '0f9188f13cb7b2c71f2a335e3a4fc328bf5beb436012afca590b1a11466e2206'
    expect(BITCOIN_LAB_CHAIN_ID).toBe(`bip122:${regtestGenesis.slice(0, 32)}`)
  })
})
