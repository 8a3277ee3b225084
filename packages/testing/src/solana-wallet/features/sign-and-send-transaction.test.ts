import {
  getBase58Decoder,
  getBase64Encoder,
  getPublicKeyFromAddress,
  getTransactionDecoder,
  verifySignature,
} from '@solana/kit'
import { afterEach, describe, expect, it } from 'vitest'
import { SOLANA_LAB_CHAIN_ID, SOLANA_TEST_ACCOUNTS } from '../../solana-test-accounts.js'
import { type FakeSolanaRpc, startFakeSolanaRpc } from '../../test-utils/fake-solana-rpc.js'
import { memoTransaction } from '../../test-utils/solana-transaction.js'
import { solanaContextForTest } from '../../test-utils/solana-wallet.js'
import { signAndSendTransaction } from './sign-and-send-transaction.js'

const [ours, other] = SOLANA_TEST_ACCOUNTS
let rpc: FakeSolanaRpc | undefined

afterEach(async () => {
  await rpc?.close()
  rpc = undefined
})

/** A node that takes every transaction and answers with its first signature, as Solana's does. */
async function node() {
  rpc = await startFakeSolanaRpc(({ params }) => {
    const wire = new Uint8Array(getBase64Encoder().encode(params[0] as string))
    const [signature] = Object.values(getTransactionDecoder().decode(wire).signatures)
    return { result: getBase58Decoder().decode(signature!) }
  })
  return rpc
}

describe('solana:signAndSendTransaction', () => {
  it('once approved, signs, sends to the rpcUrl with the preflight commitment and returns the signature', async () => {
    const { url, calls } = await node()
    const ctx = await solanaContextForTest({ mode: 'manual', rpcUrl: url })
    const options = { preflightCommitment: 'processed' as const }
    const transaction = memoTransaction(ours.address)
    const sending = signAndSendTransaction(ctx, [
      { account: ctx.account, chain: SOLANA_LAB_CHAIN_ID, transaction, options },
    ])
    const pending = await ctx.approvals.waitForPending('solana:signAndSendTransaction')
    expect(pending.params).toEqual([
      expect.objectContaining({ account: ours.address, chain: SOLANA_LAB_CHAIN_ID, options }),
    ])
    expect(calls).toEqual([])
    ctx.approvals.approve()
    const [output] = await sending

    expect(calls).toHaveLength(1)
    expect(calls[0]?.method).toBe('sendTransaction')
    expect(calls[0]?.params[1]).toMatchObject({ encoding: 'base64', preflightCommitment: 'processed' })
    const sent = getTransactionDecoder().decode(
      new Uint8Array(getBase64Encoder().encode(calls[0]?.params[0] as string)),
    )
    expect(output?.signature).toEqual(sent.signatures[ctx.key.address])
    const publicKey = await getPublicKeyFromAddress(ctx.key.address)
    await expect(
      verifySignature(publicKey, sent.signatures[ctx.key.address]!, sent.messageBytes),
    ).resolves.toBe(true)
  })

  it('sends nothing when the user says no', async () => {
    const { url, calls } = await node()
    const ctx = await solanaContextForTest({ mode: 'reject', rpcUrl: url })
    await expect(
      signAndSendTransaction(ctx, [
        { account: ctx.account, chain: SOLANA_LAB_CHAIN_ID, transaction: memoTransaction(ours.address) },
      ]),
    ).rejects.toMatchObject({ code: 4001, message: 'User rejected the request.' })
    expect(calls).toEqual([])
  })

  it('refuses, before asking, a transaction still missing another signature and a chain it does not know', async () => {
    const ctx = await solanaContextForTest({ mode: 'manual' })
    const account = ctx.account
    await expect(
      signAndSendTransaction(ctx, [
        { account, chain: SOLANA_LAB_CHAIN_ID, transaction: memoTransaction(ours.address, [other.address]) },
      ]),
    ).rejects.toThrow(`the transaction also needs signatures from ${other.address}.`)
    await expect(
      signAndSendTransaction(ctx, [
        { account, chain: 'solana:elsewhere', transaction: memoTransaction(ours.address) },
      ]),
    ).rejects.toThrow('does not know the chain "solana:elsewhere"')
    expect(ctx.approvals.pending()).toEqual([])
  })
})
