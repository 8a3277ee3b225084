import { describe, expect, it } from 'vitest'
import { bitcoinData } from '../test-utils/fixtures.js'
import { bitcoinSignatureType, isLegacySignature } from './bitcoin-signature-type.js'

const session = (signature: Uint8Array) => ({
  data: bitcoinData(),
  message: '',
  signature: Buffer.from(signature).toString('base64'),
})

describe('bitcoinSignatureType', () => {
  it('tells a legacy signature (65 bytes, header 27 to 42) from a BIP-322 witness', async () => {
    const legacy = new Uint8Array(65).fill(1)
    legacy[0] = 40
    expect(isLegacySignature(legacy)).toBe(true)
    expect(await bitcoinSignatureType(session(legacy))).toBe('ecdsa')
    const taprootWitness = Uint8Array.of(1, 64, ...new Uint8Array(64))
    expect(await bitcoinSignatureType(session(taprootWitness))).toBe('bip322')
    legacy[0] = 43
    expect(isLegacySignature(legacy)).toBe(false)
    expect(await bitcoinSignatureType({ ...session(legacy), signature: 'not base64' })).toBe('bip322')
  })
})
