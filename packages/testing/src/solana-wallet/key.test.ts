import { signBytes, verifySignature } from '@solana/kit'
import { describe, expect, it } from 'vitest'
import { SOLANA_TEST_ACCOUNTS } from '../solana-test-accounts.js'
import { loadSolanaKey, parseSeed } from './key.js'

describe('loadSolanaKey', () => {
  it('derives the address of each test account from its seed', async () => {
    for (const { seed, address } of SOLANA_TEST_ACCOUNTS) {
      await expect(loadSolanaKey(seed)).resolves.toMatchObject({ address })
    }
  })

  it('gives the raw 32-byte public key, and a private key that signs for it but cannot be read back', async () => {
    const key = await loadSolanaKey(`0x${SOLANA_TEST_ACCOUNTS[1].seed}`)
    expect(key.publicKey).toHaveLength(32)
    expect(key.keyPair.privateKey.extractable).toBe(false)
    const data = new TextEncoder().encode('hello')
    const signature = await signBytes(key.keyPair.privateKey, data)
    await expect(verifySignature(key.keyPair.publicKey, signature, data)).resolves.toBe(true)
  })
})

describe('parseSeed', () => {
  it('reads 64 hex digits, with or without 0x', () => {
    expect(parseSeed('ff'.repeat(32))).toEqual(new Uint8Array(32).fill(255))
    expect(parseSeed(`0x${'01'.repeat(32)}`)).toEqual(new Uint8Array(32).fill(1))
  })

  it('refuses anything else with a clear error', () => {
    for (const bad of ['', 'ab', 'zz'.repeat(32), '00'.repeat(33)]) {
      expect(() => parseSeed(bad)).toThrow('Invalid input: the seed must be 32 bytes in hex (64 hex digits).')
    }
  })
})
