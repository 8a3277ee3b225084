import { hexToBytes } from 'viem'
import { describe, expect, test } from 'vitest'
import { segwitAddress } from './bech32.js'

// The test vectors of BIP-173 (version 0, bech32) and BIP-350 (version 1, bech32m).
describe('segwitAddress', () => {
  test('a version 0 key hash is the BIP-173 address', () => {
    expect(segwitAddress('bc', 0, hexToBytes('0x751e76e8199196d454941c45d1b3a323f1433bd6'))).toBe(
      'bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4',
    )
  })

  test('a Taproot key is the BIP-350 bech32m address', () => {
    const key = hexToBytes('0x79be667ef9dcbbac55a06295ce870b07029bfcdb2dce28d959f2815b16f81798')
    expect(segwitAddress('bc', 1, key)).toBe('bc1p0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7vqzk5jj0')
  })
})
