import { networks, script } from 'bitcoinjs-lib'
import { describe, expect, it } from 'vitest'
import { bitcoinKey, signBitcoinText } from '../test-utils/bitcoin-keys.js'
import { bip322MessageHash } from './bip322-transactions.js'
import { verifyBip322 } from './bip322-verify.js'
import { decodeSegwitAddress, type SegwitProgram } from './bitcoin-address.js'
import { decodeWitness } from './witness.js'

const text = (value: string) => new TextEncoder().encode(value)
const bytes = (base64: string) => Uint8Array.from(Buffer.from(base64, 'base64'))
const program = (address: string, prefix = 'bc') => decodeSegwitAddress(address, prefix) as SegwitProgram

// BIP-322's test vectors: two valid signatures per message for this address (with and without
// low-R grinding).
const VECTOR_ADDRESS = 'bc1q9vza2e8x573nczrlzms0wvx3gsqjx7vavgkx0l'
const VECTORS: Record<string, string[]> = {
  '': [
    'AkcwRAIgM2gBAQqvZX15ZiysmKmQpDrG83avLIT492QBzLnQIxYCIBaTpOaD20qRlEylyxFSeEA2ba9YOixpX8z46TSDtS40ASECx/EgAxlkQpQ9hYjgGu6EBCPMVPwVIVJqO4XCsMvViHI=',
    'AkgwRQIhAPkJ1Q4oYS0htvyuSFHLxRQpFAY56b70UvE7Dxazen0ZAiAtZfFz1S6T6I23MWI2lK/pcNTWncuyL8UL+oMdydVgzAEhAsfxIAMZZEKUPYWI4BruhAQjzFT8FSFSajuFwrDL1Yhy',
  ],
  'Hello World': [
    'AkcwRAIgZRfIY3p7/DoVTty6YZbWS71bc5Vct9p9Fia83eRmw2QCICK/ENGfwLtptFluMGs2KsqoNSk89pO7F29zJLUx9a/sASECx/EgAxlkQpQ9hYjgGu6EBCPMVPwVIVJqO4XCsMvViHI=',
    'AkgwRQIhAOzyynlqt93lOKJr+wmmxIens//zPzl9tqIOua93wO6MAiBi5n5EyAcPScOjf1lAqIUIQtr3zKNeavYabHyR8eGhowEhAsfxIAMZZEKUPYWI4BruhAQjzFT8FSFSajuFwrDL1Yhy',
  ],
}

/** The P2WPKH vector's witness with its ECDSA signature rewritten by `change`. */
function rewritten(change: (signature: Uint8Array, hashType: number) => Uint8Array): Uint8Array {
  const [encoded, publicKey] = decodeWitness(bytes(VECTORS['Hello World']![0]!))!
  const { signature, hashType } = script.signature.decode(encoded!)
  const item = change(signature, hashType)
  return Uint8Array.of(2, item.length, ...item, publicKey!.length, ...publicKey!)
}

describe('verifyBip322', () => {
  it("accepts BIP-322's own test vectors, and not for the other message", () => {
    for (const [message, signatures] of Object.entries(VECTORS)) {
      for (const signature of signatures) {
        expect(verifyBip322(program(VECTOR_ADDRESS), text(message), bytes(signature))).toBe(true)
        expect(verifyBip322(program(VECTOR_ADDRESS), text(`${message}.`), bytes(signature))).toBe(false)
      }
    }
  })

  it('accepts P2WPKH and P2TR signatures made by bip322-js, on every network', () => {
    for (const [network, prefix] of [
      [networks.bitcoin, 'bc'],
      [networks.testnet, 'tb'],
      [networks.regtest, 'bcrt'],
    ] as const) {
      const key = bitcoinKey(7, network)
      for (const address of [key.p2wpkh, key.p2tr]) {
        const signature = bytes(signBitcoinText(key, address, 'Sign in'))
        expect(verifyBip322(program(address, prefix), text('Sign in'), signature)).toBe(true)
        expect(verifyBip322(program(address, prefix), text('Sign in!'), signature)).toBe(false)
      }
    }
  })

  it("refuses another key's signature", () => {
    const alice = bitcoinKey(1)
    const bob = bitcoinKey(2)
    for (const kind of ['p2wpkh', 'p2tr'] as const) {
      const signature = bytes(signBitcoinText(alice, alice[kind], 'x'))
      expect(verifyBip322(program(bob[kind]), text('x'), signature)).toBe(false)
    }
  })

  it('holds to the required rules: SIGHASH_ALL, low S, strict DER', () => {
    const hello = text('Hello World')
    const N = BigInt('0xfffffffffffffffffffffffffffffffebaaedce6af48a03bbfd25e8cd0364141')
    const highS = rewritten((signature, hashType) => {
      const s = N - BigInt(`0x${Buffer.from(signature.subarray(32)).toString('hex')}`)
      const flipped = Uint8Array.of(
        ...signature.subarray(0, 32),
        ...Buffer.from(s.toString(16).padStart(64, '0'), 'hex'),
      )
      return script.signature.encode(flipped, hashType)
    })
    expect(verifyBip322(program(VECTOR_ADDRESS), hello, highS)).toBe(false)
    const anyoneCanPay = rewritten((signature) => script.signature.encode(signature, 0x81))
    expect(verifyBip322(program(VECTOR_ADDRESS), hello, anyoneCanPay)).toBe(false)
    const notDer = rewritten((signature, hashType) => Uint8Array.of(...signature, hashType))
    expect(verifyBip322(program(VECTOR_ADDRESS), hello, notDer)).toBe(false)
  })

  it('refuses a Taproot signature with a sighash byte other than ALL, and witnesses of the wrong shape', () => {
    const key = bitcoinKey(3)
    const [signature] = decodeWitness(bytes(signBitcoinText(key, key.p2tr, 'x')))!
    const withFlag = (flag: number) => Uint8Array.of(1, 65, ...signature!.subarray(0, 64), flag)
    expect(verifyBip322(program(key.p2tr), text('x'), withFlag(0x01))).toBe(true)
    for (const flag of [0x00, 0x02, 0x81])
      expect(verifyBip322(program(key.p2tr), text('x'), withFlag(flag))).toBe(false)
    const annexed = Uint8Array.of(2, 65, ...signature!, 1, 0x50)
    expect(verifyBip322(program(key.p2tr), text('x'), annexed)).toBe(false)
    expect(verifyBip322(program(key.p2tr), text('x'), new Uint8Array())).toBe(false)
    expect(
      verifyBip322(program(VECTOR_ADDRESS), text(''), Uint8Array.of(1, 32, ...bip322MessageHash(text('')))),
    ).toBe(false)
  })
})
