import { getPublicKeyFromAddress, getTransactionDecoder, verifySignature } from '@solana/kit'
import { describe, expect, it } from 'vitest'
import { SOLANA_LAB_CHAIN_ID, SOLANA_TEST_ACCOUNTS } from '../../solana-test-accounts.js'
import { memoTransaction } from '../../test-utils/solana-transaction.js'
import { solanaContextForTest } from '../../test-utils/solana-wallet.js'
import { signTransaction } from './sign-transaction.js'

const [ours, other] = SOLANA_TEST_ACCOUNTS

describe('solana:signTransaction', () => {
  it('shows the transaction, and once approved returns it with a signature that verifies', async () => {
    const ctx = await solanaContextForTest({ mode: 'manual' })
    const transaction = memoTransaction(ours.address)
    const signing = signTransaction(ctx, [{ account: ctx.account, transaction, chain: SOLANA_LAB_CHAIN_ID }])
    const pending = await ctx.approvals.waitForPending('solana:signTransaction')
    expect(pending.params).toEqual([
      {
        account: ours.address,
        chain: SOLANA_LAB_CHAIN_ID,
        transaction: Buffer.from(transaction).toString('base64'),
      },
    ])
    ctx.approvals.approve()
    const [output] = await signing

    const signed = getTransactionDecoder().decode(output!.signedTransaction)
    expect(signed.messageBytes).toEqual(getTransactionDecoder().decode(transaction).messageBytes)
    const signature = signed.signatures[ctx.key.address]
    expect(signature).toHaveLength(64)
    const publicKey = await getPublicKeyFromAddress(ctx.key.address)
    await expect(verifySignature(publicKey, signature!, signed.messageBytes)).resolves.toBe(true)
  })

  it("adds its signature and leaves another signer's slot for the dapp to fill", async () => {
    const ctx = await solanaContextForTest()
    const transaction = memoTransaction(ours.address, [other.address])
    const [output] = await signTransaction(ctx, [{ account: ctx.account, transaction }])
    const { signatures } = getTransactionDecoder().decode(output!.signedTransaction)
    expect(signatures[ctx.key.address]).toHaveLength(64)
    expect(signatures[other.address as keyof typeof signatures]).toBeNull()
  })

  it('refuses bytes that are no transaction, one it does not sign, and an unknown chain, before asking', async () => {
    const ctx = await solanaContextForTest({ mode: 'manual' })
    const account = ctx.account
    await expect(signTransaction(ctx, [{ account, transaction: new Uint8Array([9, 9]) }])).rejects.toThrow(
      'Invalid input: the transaction could not be decoded',
    )
    await expect(
      signTransaction(ctx, [{ account, transaction: memoTransaction(other.address) }]),
    ).rejects.toThrow(`the transaction does not ask for a signature from ${ours.address}.`)
    await expect(
      signTransaction(ctx, [
        { account, transaction: memoTransaction(ours.address), chain: 'solana:nowhere' },
      ]),
    ).rejects.toThrow('the wallet does not know the chain "solana:nowhere"')
    expect(ctx.approvals.pending()).toEqual([])
  })

  it("rejects with 4001 'User rejected the request.' when the user says no", async () => {
    const ctx = await solanaContextForTest({ mode: 'manual' })
    const signing = signTransaction(ctx, [
      { account: ctx.account, transaction: memoTransaction(ours.address) },
    ])
    await ctx.approvals.waitForPending()
    ctx.approvals.reject()
    await expect(signing).rejects.toMatchObject({ code: 4001, message: 'User rejected the request.' })
  })
})
