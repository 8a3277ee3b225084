import { ed25519 } from '@noble/curves/ed25519'
import { describe, expect, it, vi } from 'vitest'
import { createEd25519Verify } from './ed25519.js'

const encode = (text: string) => new TextEncoder().encode(text)
const secretKey = new Uint8Array(32).fill(7)
const publicKey = ed25519.getPublicKey(secretKey)
const message = encode('service.org wants you to sign in with your Solana account:')
const signature = ed25519.sign(message, secretKey)

function flip(bytes: Uint8Array, index: number): Uint8Array {
  const copy = new Uint8Array(bytes)
  copy[index] = (copy[index] ?? 0) ^ 1
  return copy
}

// y = 2^255 - 1 is not below the field prime: not the encoding of any point.
const NOT_A_POINT = new Uint8Array(32).fill(0xff).map((byte, index) => (index === 31 ? 0x7f : byte))

describe.each([
  ['WebCrypto', () => createEd25519Verify()],
  ['the @noble/curves fallback', () => createEd25519Verify(undefined)],
])('ed25519 verification with %s', (_, make) => {
  const verify = make()

  it('accepts a signature made by another implementation (@noble/curves)', async () => {
    expect(await verify(publicKey, message, signature)).toBe(true)
  })

  it('refuses a changed message, signature or key', async () => {
    expect(
      await verify(
        publicKey,
        encode('service.org wants you to sign in with your Solana account!'),
        signature,
      ),
    ).toBe(false)
    expect(await verify(publicKey, message, flip(signature, 0))).toBe(false)
    expect(await verify(publicKey, message, flip(signature, 63))).toBe(false)
    expect(await verify(flip(publicKey, 0), message, signature)).toBe(false)
    expect(await verify(ed25519.getPublicKey(new Uint8Array(32).fill(8)), message, signature)).toBe(false)
  })

  it('refuses keys and signatures of the wrong length, and a key that is no point', async () => {
    expect(await verify(publicKey.slice(0, 31), message, signature)).toBe(false)
    expect(await verify(publicKey, message, signature.slice(0, 63))).toBe(false)
    expect(await verify(publicKey, message, new Uint8Array(65))).toBe(false)
    expect(await verify(NOT_A_POINT, message, signature)).toBe(false)
  })
})

describe('createEd25519Verify', () => {
  it('verifies with its fallback what WebCrypto signed', async () => {
    const { subtle } = globalThis.crypto
    const keys = (await subtle.generateKey({ name: 'Ed25519' }, true, ['sign', 'verify'])) as CryptoKeyPair
    const raw = new Uint8Array(await subtle.exportKey('raw', keys.publicKey))
    const signed = new Uint8Array(await subtle.sign({ name: 'Ed25519' }, keys.privateKey, message))
    expect(await createEd25519Verify(undefined)(raw, message, signed)).toBe(true)
    expect(ed25519.verify(signed, message, raw)).toBe(true)
  })

  it('falls back to @noble/curves where WebCrypto has no Ed25519', async () => {
    const unsupported = Object.assign(new Error('Unrecognized algorithm name'), { name: 'NotSupportedError' })
    const subtle = {
      importKey: vi.fn().mockRejectedValue(unsupported),
      verify: vi.fn(),
    } as unknown as SubtleCrypto
    const verify = createEd25519Verify(subtle)
    expect(await verify(publicKey, message, signature)).toBe(true)
    expect(await verify(publicKey, message, flip(signature, 5))).toBe(false)
    expect(subtle.importKey).toHaveBeenCalled()
    expect(subtle.verify).not.toHaveBeenCalled()
  })

  it('answers false when WebCrypto refuses the key or throws while verifying', async () => {
    const refusing = { importKey: vi.fn().mockRejectedValue(new DOMException('bad', 'DataError')) }
    expect(
      await createEd25519Verify(refusing as unknown as SubtleCrypto)(publicKey, message, signature),
    ).toBe(false)
    const throwing = {
      importKey: vi.fn().mockResolvedValue({}),
      verify: vi.fn().mockRejectedValue(new Error('OperationError')),
    }
    expect(
      await createEd25519Verify(throwing as unknown as SubtleCrypto)(publicKey, message, signature),
    ).toBe(false)
  })
})
