import { createHash, randomBytes } from 'node:crypto'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { createSiweMessage } from 'viem/siwe'
import { describe, expect, it } from 'vitest'
import { FARCASTER_PROOF_MAX_AGE_MS, verifyFarcasterProof } from './farcaster-proof.js'

const custody = privateKeyToAccount(generatePrivateKey())
const other = privateKeyToAccount(generatePrivateKey())
const NOW = Date.parse('2030-01-01T00:00:00Z')
const ctx = { fidOf: async (address: string) => (address === custody.address ? 20001n : 0n), now: () => NOW }

async function proof(
  options: { verifier?: string; fid?: number; issuedAt?: Date; signer?: typeof custody } = {},
) {
  const verifier = randomBytes(32).toString('base64url')
  const message = createSiweMessage({
    address: custody.address,
    chainId: 10,
    domain: 'dapp.example',
    nonce: createHash('sha256').update(verifier).digest('hex'),
    uri: 'https://dapp.example/',
    version: '1',
    statement: 'Farcaster Auth',
    issuedAt: options.issuedAt ?? new Date(NOW - 1000),
    resources: [`farcaster://fid/${options.fid ?? 20001}`],
  })
  const signature = await (options.signer ?? custody).signMessage({ message })
  return { message, signature, verifier: options.verifier ?? verifier }
}

describe('verifyFarcasterProof', () => {
  it('gives (farcaster, fid) for a fresh approval by the custody address, with the page’s verifier', async () => {
    await expect(verifyFarcasterProof(ctx, await proof())).resolves.toEqual({
      issuer: 'farcaster',
      subject: '20001',
    })
  })

  it('refuses the message and signature without the verifier (the relay, which saw them, replaying)', async () => {
    const guessed = randomBytes(32).toString('base64url')
    await expect(verifyFarcasterProof(ctx, await proof({ verifier: guessed }))).rejects.toMatchObject({
      code: 'SOCIAL_IDENTITY_MISMATCH',
    })
  })

  it('refuses a fid the signer does not own in the registry (impersonation)', async () => {
    await expect(verifyFarcasterProof(ctx, await proof({ fid: 20002 }))).rejects.toMatchObject({
      code: 'SOCIAL_IDENTITY_MISMATCH',
    })
  })

  it('refuses a signature by another key than the address the message names', async () => {
    await expect(verifyFarcasterProof(ctx, await proof({ signer: other }))).rejects.toMatchObject({
      code: 'SOCIAL_IDENTITY_MISMATCH',
    })
  })

  it('refuses an approval older than 10 minutes (an old login kept)', async () => {
    const issuedAt = new Date(NOW - FARCASTER_PROOF_MAX_AGE_MS - 1)
    await expect(verifyFarcasterProof(ctx, await proof({ issuedAt }))).rejects.toMatchObject({
      code: 'SOCIAL_IDENTITY_MISMATCH',
    })
  })

  it('refuses text that is not a Sign In With Farcaster message', async () => {
    const valid = await proof()
    await expect(verifyFarcasterProof(ctx, { ...valid, message: 'hello' })).rejects.toMatchObject({
      code: 'BAD_REQUEST',
    })
  })
})
