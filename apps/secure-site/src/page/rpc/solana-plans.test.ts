import { decodeBase58, encodeBase58 } from '@appkit/common'
import {
  type Address,
  appendTransactionMessageInstruction,
  type Blockhash,
  compileTransaction,
  createTransactionMessage,
  getTransactionDecoder,
  getTransactionEncoder,
  pipe,
  setTransactionMessageFeePayer,
  setTransactionMessageLifetimeUsingBlockhash,
} from '@solana/kit'
import { describe, expect, it } from 'vitest'
import { fromBase64, toBase64 } from '../../shared/base64.js'
import { UnknownAccountError } from '../errors.js'
import { testSigning } from './signing-context.test-helper.js'
import { planSolanaSignAndSend, planSolanaSignMessage, planSolanaSignTransaction } from './solana-plans.js'

function transaction(feePayer: string): Uint8Array {
  const message = pipe(
    createTransactionMessage({ version: 0 }),
    (m) => setTransactionMessageFeePayer(feePayer as Address, m),
    (m) =>
      setTransactionMessageLifetimeUsingBlockhash(
        { blockhash: '11111111111111111111111111111111' as Blockhash, lastValidBlockHeight: 10n },
        m,
      ),
    (m) =>
      appendTransactionMessageInstruction(
        { programAddress: '11111111111111111111111111111111' as Address, data: new Uint8Array([2, 0, 0, 0]) },
        m,
      ),
  )
  return new Uint8Array(getTransactionEncoder().encode(compileTransaction(message)))
}

describe('Solana signing plans', () => {
  it('solana_signMessage: shows the text and answers a base58 signature', async () => {
    const { ctx, addresses, keyUses } = await testSigning()
    const message = new TextEncoder().encode('Sign in to Lab')
    const plan = await planSolanaSignMessage(
      { message: encodeBase58(message), pubkey: addresses.solanaAddress },
      ctx,
    )
    expect(plan.request.fields).toContainEqual({ label: 'Message', value: 'Sign in to Lab' })
    expect(keyUses()).toBe(0)
    const { signature } = (await plan.run()) as { signature: string }
    expect(decodeBase58(signature)).toHaveLength(64)
  })

  it('solana_signMessage whose bytes are a transaction message (a transaction signed blind) is refused', async () => {
    const { ctx, addresses, keyUses } = await testSigning()
    const { messageBytes } = getTransactionDecoder().decode(transaction(addresses.solanaAddress))
    expect(() =>
      planSolanaSignMessage(
        { message: encodeBase58(new Uint8Array(messageBytes)), pubkey: addresses.solanaAddress },
        ctx,
      ),
    ).toThrow(
      'This message is a Solana transaction. Ask to sign it as a transaction so its effect can be shown.',
    )
    expect(keyUses()).toBe(0)
  })

  it('solana_signMessage for another key is refused', async () => {
    const { ctx } = await testSigning()
    expect(() =>
      planSolanaSignMessage({ message: '2', pubkey: '11111111111111111111111111111111' }, ctx),
    ).toThrow(UnknownAccountError)
  })

  it('solana_signTransaction: answers the signed transaction and the signature', async () => {
    const { ctx, addresses } = await testSigning()
    const wire = transaction(addresses.solanaAddress)
    const plan = await planSolanaSignTransaction({ transaction: toBase64(wire) }, ctx)
    expect(plan.request.fields).toContainEqual({ label: 'Transaction', value: `${wire.length} bytes` })
    const answer = (await plan.run()) as { signature: string; transaction: string }
    const signed = getTransactionDecoder().decode(fromBase64(answer.transaction))
    expect(signed.signatures[addresses.solanaAddress as Address]).toEqual(decodeBase58(answer.signature))
  })

  it('refuses a transaction this wallet does not sign, before asking', async () => {
    const { ctx } = await testSigning()
    const wire = transaction('11111111111111111111111111111112')
    expect(() => planSolanaSignTransaction({ transaction: toBase64(wire) }, ctx)).toThrow(UnknownAccountError)
  })

  it('solana_signAndSendTransaction: signs and sends on the Solana chain', async () => {
    const { ctx, addresses, rpcCalls } = await testSigning({ sendTransaction: 'sig' })
    const wire = transaction(addresses.solanaAddress)
    const plan = await planSolanaSignAndSend(
      { transaction: toBase64(wire), sendOptions: { skipPreflight: true } },
      ctx,
    )
    expect(plan.request.fields).toContainEqual({
      label: 'Network',
      value: 'solana:LabSvm11111111111111111111111111',
    })
    const { signature } = (await plan.run()) as { signature: string }
    expect(rpcCalls).toHaveLength(1)
    expect(rpcCalls[0]).toMatchObject({
      chain: 'solana:LabSvm11111111111111111111111111',
      method: 'sendTransaction',
    })
    const [sentWire, options] = rpcCalls[0]!.params as [string, object]
    expect(options).toEqual({ encoding: 'base64', skipPreflight: true })
    const sent = getTransactionDecoder().decode(fromBase64(sentWire))
    expect(encodeBase58(sent.signatures[addresses.solanaAddress as Address]!)).toBe(signature)
  })
})
