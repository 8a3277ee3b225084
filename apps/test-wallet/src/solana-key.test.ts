import { SOLANA_TEST_ACCOUNTS } from '@appkit/testing'
import { describe, expect, it } from 'vitest'
import { loadSolanaSigner } from './solana-key.js'

describe('loadSolanaSigner', () => {
  it('derives the address of a test account from its seed, with or without 0x', async () => {
    const [, , third] = SOLANA_TEST_ACCOUNTS
    await expect(loadSolanaSigner(third.seed)).resolves.toMatchObject({ address: third.address })
    await expect(loadSolanaSigner(`0x${third.seed.toUpperCase()}`)).resolves.toMatchObject({
      address: third.address,
    })
  })

  it('keeps the private key out of reach of the page', async () => {
    const signer = await loadSolanaSigner(SOLANA_TEST_ACCOUNTS[0].seed)
    expect(signer.keyPair.privateKey.extractable).toBe(false)
  })
})
