import { generateKeyPairSigner, getTransactionDecoder, type Instruction, lamports } from '@solana/kit'
import { getTransferSolInstruction } from '@solana-program/system'
import { LiteSVM } from 'litesvm'
import { beforeAll, describe, expect, it } from 'vitest'
import { transactionFee } from './fees.js'
import { labSigner, signedTransaction, signedTransfer } from './svm.test-helper.js'
import { parseWireTransaction } from './wire-transaction.js'

const COMPUTE_BUDGET = 'ComputeBudget111111111111111111111111111111' as Instruction['programAddress']

function computeBudget(discriminator: number, value: bigint, bytes: 4 | 8): Instruction {
  const data = new Uint8Array(1 + bytes)
  const view = new DataView(data.buffer)
  data[0] = discriminator
  if (bytes === 4) view.setUint32(1, Number(value), true)
  else view.setBigUint64(1, value, true)
  return { programAddress: COMPUTE_BUDGET, data }
}

const MEMO = 'MemoSq4gqABAXKb96qnH8TysNcWxMyWCqXgDLGmfcHr' as Instruction['programAddress']

const messageOf = (bytes: Uint8Array) => parseWireTransaction(bytes).message

describe('transactionFee', () => {
  let svm: LiteSVM

  beforeAll(() => {
    svm = new LiteSVM()
  })

  /** What LiteSVM really took from the payer, with the transfer itself added back. */
  async function charged(
    instructions: (payer: string) => Instruction[],
    transfer = 0n,
  ): Promise<[bigint, bigint]> {
    const payer = await labSigner(0)
    svm.airdrop(payer.address, lamports(10n ** 12n))
    const before = svm.getBalance(payer.address)!
    const bytes = await signedTransaction({
      payer,
      blockhash: svm.latestBlockhash(),
      instructions: instructions(payer.address),
    })
    svm.sendTransaction(getTransactionDecoder().decode(bytes))
    // The next transaction may be the same bytes: a new blockhash keeps it from being a duplicate.
    svm.expireBlockhash()
    return [before - svm.getBalance(payer.address)! - transfer, transactionFee(messageOf(bytes))]
  }

  it('is 5000 lamports per signature, as the runtime charges', async () => {
    const payer = await labSigner(0)
    const to = await generateKeyPairSigner()
    const bytes = await signedTransfer(payer, to.address, 1n, svm.latestBlockhash())
    expect(transactionFee(messageOf(bytes))).toBe(5000n)
    const [paid, computed] = await charged(() => [])
    expect(computed).toBe(paid)
  })

  it('adds the priority fee: unit price × unit limit, in micro-lamports, rounded up', async () => {
    const [paid, computed] = await charged(() => [
      computeBudget(2, 300_000n, 4),
      computeBudget(3, 1_000_001n, 8),
    ])
    expect(computed).toBe(5000n + 300_001n)
    expect(computed).toBe(paid)
  })

  it('prices the default unit limit when none is set', async () => {
    const to = await generateKeyPairSigner()
    const [paid, computed] = await charged(
      (payer) => [
        computeBudget(3, 1_000_000n, 8),
        getTransferSolInstruction({
          source: { address: payer } as never,
          destination: to.address,
          amount: 10n ** 9n,
        }),
      ],
      10n ** 9n,
    )
    expect(computed).toBe(5000n + 6000n)
    expect(computed).toBe(paid)
    const memo = { programAddress: MEMO, data: new TextEncoder().encode('hi') }
    const [paidMemo, computedMemo] = await charged(() => [computeBudget(3, 1_000_000n, 8), memo])
    expect(computedMemo).toBe(5000n + 203_000n)
    expect(computedMemo).toBe(paidMemo)
  })
})
