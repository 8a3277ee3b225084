import { describe, expect, it } from 'vitest'
import { encodeBase58 } from './base58.js'
import { didKeyOf, publicKeyOfDidKey } from './did-key.js'

// The did:key spec's first Ed25519 example and the raw key it encodes.
const SPEC_DID = 'did:key:z6MkiTBz1ymuepAQ4HEHYSF1H8quG5GLVVQR3djdX3mDooWp'
const SPEC_KEY = '3b6a27bcceb6a42d62a3a8d02a6f0d73653215771de243a63ac048a18b59da29'

describe('did:key (Ed25519)', () => {
  it('reads the public key of the spec’s example and writes it back', () => {
    const key = publicKeyOfDidKey(SPEC_DID)
    expect(Buffer.from(key!).toString('hex')).toBe(SPEC_KEY)
    expect(didKeyOf(key!)).toBe(SPEC_DID)
  })

  it.each([
    ['another did method', 'did:web:example.com'],
    ['another multibase', `did:key:f${'ed01'}${SPEC_KEY}`],
    ['not base58', 'did:key:z0OIl'],
    [
      'another key type (secp256k1, 0xe7 0x01)',
      `did:key:z${encodeBase58(Buffer.from(`e701${SPEC_KEY}`, 'hex'))}`,
    ],
    ['a short key', `did:key:z${encodeBase58(Buffer.from(`ed01${SPEC_KEY.slice(2)}`, 'hex'))}`],
    ['a long key', `did:key:z${encodeBase58(Buffer.from(`ed01${SPEC_KEY}00`, 'hex'))}`],
  ])('names no Ed25519 key for %s', (_name, did) => {
    expect(publicKeyOfDidKey(did)).toBeUndefined()
  })
})
