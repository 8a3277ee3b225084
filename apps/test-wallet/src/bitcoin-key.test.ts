import { BITCOIN_TEST_ACCOUNTS } from '@appkit/testing'
import { describe, expect, it } from 'vitest'
import { base64Bytes, bytesBase64, bytesHex, loadBitcoinSigner, ownBitcoinAddress } from './bitcoin-key.js'

describe('the Bitcoin key', () => {
  it('derives the payment (P2WPKH) and ordinals (P2TR) accounts of each test key on regtest', () => {
    for (const account of BITCOIN_TEST_ACCOUNTS) {
      const signer = loadBitcoinSigner(`0x${account.privateKey}`)
      expect(signer.payment.address).toBe(account.payment.address)
      expect(bytesHex(signer.payment.publicKey)).toBe(account.payment.publicKey)
      expect(signer.ordinals.address).toBe(account.ordinals.address)
      expect(bytesHex(signer.ordinals.publicKey)).toBe(account.ordinals.publicKey)
    }
  })

  it('tells its own addresses apart from others', () => {
    const [mine, other] = [BITCOIN_TEST_ACCOUNTS[2], BITCOIN_TEST_ACCOUNTS[0]]
    const signer = loadBitcoinSigner(mine.privateKey)
    expect(ownBitcoinAddress(signer, mine.payment.address)).toBe('payment')
    expect(ownBitcoinAddress(signer, mine.ordinals.address)).toBe('ordinals')
    expect(ownBitcoinAddress(signer, other.payment.address)).toBeUndefined()
  })

  it('round-trips base64', () => {
    const bytes = Uint8Array.of(0, 1, 254, 255)
    expect(base64Bytes(bytesBase64(bytes))).toEqual(bytes)
  })
})
