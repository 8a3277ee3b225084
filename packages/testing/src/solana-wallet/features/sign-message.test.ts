import { getPublicKeyFromAddress, type SignatureBytes, verifySignature } from '@solana/kit'
import type { SolanaSignMessageInput } from '@solana/wallet-standard-features'
import { describe, expect, it } from 'vitest'
import { solanaContextForTest } from '../../test-utils/solana-wallet.js'
import { signMessage } from './sign-message.js'

const text = (value: string) => new TextEncoder().encode(value)

describe('solana:signMessage', () => {
  it('shows the message, and once approved returns an Ed25519 signature of its bytes that verifies', async () => {
    const ctx = await solanaContextForTest({ mode: 'manual' })
    const message = text('Sign in to the lab')
    const signing = signMessage(ctx, [{ account: ctx.account, message }])
    await expect(ctx.approvals.waitForPending('solana:signMessage')).resolves.toMatchObject({
      params: [{ account: ctx.key.address, message: 'Sign in to the lab' }],
    })
    ctx.approvals.approve()
    const [output] = await signing
    expect(output?.signedMessage).toEqual(message)
    expect(output?.signatureType).toBe('ed25519')
    const publicKey = await getPublicKeyFromAddress(ctx.key.address)
    await expect(verifySignature(publicKey, output!.signature as SignatureBytes, message)).resolves.toBe(true)
    await expect(
      verifySignature(publicKey, output!.signature as SignatureBytes, text('other')),
    ).resolves.toBe(false)
  })

  it('signs several messages with one approval', async () => {
    const ctx = await solanaContextForTest({ mode: 'manual' })
    const signing = signMessage(ctx, [
      { account: ctx.account, message: text('one') },
      { account: ctx.account, message: text('two') },
    ])
    await ctx.approvals.waitForPending()
    expect(ctx.approvals.pending()).toHaveLength(1)
    ctx.approvals.approve()
    expect((await signing).map((output) => new TextDecoder().decode(output.signedMessage))).toEqual([
      'one',
      'two',
    ])
  })

  it("rejects with 4001 'User rejected the request.' when the user says no", async () => {
    const ctx = await solanaContextForTest({ mode: 'reject' })
    await expect(signMessage(ctx, [{ account: ctx.account, message: text('no') }])).rejects.toMatchObject({
      code: 4001,
      message: 'User rejected the request.',
    })
  })

  it('refuses a message that is not bytes, before asking', async () => {
    const ctx = await solanaContextForTest({ mode: 'manual' })
    const input = { account: ctx.account, message: 'hello' } as unknown as SolanaSignMessageInput
    await expect(signMessage(ctx, [input])).rejects.toThrow(
      'Invalid input: the message must be a Uint8Array, got a string.',
    )
    expect(ctx.approvals.pending()).toEqual([])
  })

  it('refuses a dapp that is not connected (4100)', async () => {
    const ctx = await solanaContextForTest({ dapp: 'approved' })
    await expect(signMessage(ctx, [{ account: ctx.account, message: text('x') }])).rejects.toMatchObject({
      code: 4100,
    })
  })

  it('answers no inputs with no outputs, without asking', async () => {
    const ctx = await solanaContextForTest({ mode: 'manual' })
    await expect(signMessage(ctx, [])).resolves.toEqual([])
    expect(ctx.approvals.pending()).toEqual([])
  })
})
