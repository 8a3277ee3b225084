import { BITCOIN_TEST_ACCOUNTS } from '@appkit/testing'
import { Verifier } from 'bip322-js'
import { describe, expect, it } from 'vitest'
import { base64Bytes, loadBitcoinSigner } from './bitcoin-key.js'
import { bitcoinSignMessage } from './bitcoin-sign-message.js'

const ACCOUNT = BITCOIN_TEST_ACCOUNTS[2]
const signer = loadBitcoinSigner(ACCOUNT.privateKey)
const MESSAGE = 'Sign in to the lab'

describe('bip122 signMessage', () => {
  it('signs BIP-322 simple by default with the payment address; bip322-js verifies it', () => {
    const { address, signature } = bitcoinSignMessage(signer, {
      account: ACCOUNT.payment.address,
      address: ACCOUNT.payment.address,
      message: MESSAGE,
    })
    expect(address).toBe(ACCOUNT.payment.address)
    expect(Verifier.verifySignature(address, MESSAGE, signature)).toBe(true)
    expect(Verifier.verifySignature(address, 'another message', signature)).toBe(false)
  })

  it('signs BIP-322 with the ordinals (P2TR) address: a 64-byte Schnorr signature', () => {
    const { signature } = bitcoinSignMessage(signer, {
      address: ACCOUNT.ordinals.address,
      message: MESSAGE,
      protocol: 'bip322',
    })
    expect(base64Bytes(signature)).toHaveLength(66) // one item, 64 bytes
    expect(Verifier.verifySignature(ACCOUNT.ordinals.address, MESSAGE, signature)).toBe(true)
  })

  it('signs the legacy ECDSA message with the payment key when asked', () => {
    const { signature } = bitcoinSignMessage(signer, {
      address: ACCOUNT.payment.address,
      message: MESSAGE,
      protocol: 'ecdsa',
    })
    expect(base64Bytes(signature)).toHaveLength(65)
    expect(Verifier.verifySignature(ACCOUNT.payment.address, MESSAGE, signature)).toBe(true)
  })

  it('refuses an address it does not hold (4100), bad params (-32602) and ecdsa for Taproot', () => {
    const other = BITCOIN_TEST_ACCOUNTS[0].payment.address
    expect(() => bitcoinSignMessage(signer, { address: other, message: 'x' })).toThrow(
      expect.objectContaining({ code: 4100 }),
    )
    expect(() => bitcoinSignMessage(signer, { message: 1 })).toThrow(
      expect.objectContaining({ code: -32602 }),
    )
    expect(() => bitcoinSignMessage(signer, ['x'])).toThrow(expect.objectContaining({ code: -32602 }))
    expect(() =>
      bitcoinSignMessage(signer, { address: ACCOUNT.ordinals.address, message: 'x', protocol: 'ecdsa' }),
    ).toThrow(expect.objectContaining({ code: -32602 }))
    expect(() => bitcoinSignMessage(signer, { message: 'x', protocol: 'schnorr' })).toThrow(
      expect.objectContaining({ code: -32602 }),
    )
  })
})
