import { SOLANA_TEST_MINT } from '@appkit/testing'
import { address, generateKeyPairSigner, type KeyPairSigner } from '@solana/kit'
import {
  findAssociatedTokenPda,
  getCreateAssociatedTokenIdempotentInstructionAsync,
  getTransferCheckedInstruction,
  TOKEN_PROGRAM_ADDRESS,
} from '@solana-program/token'
import { LiteSVM } from 'litesvm'
import { beforeEach, describe, expect, it } from 'vitest'
import { executeTransaction, simulateTransaction } from './execute.js'
import { faucetSigner } from './faucet.js'
import { writeGenesis } from './genesis.js'
import { labSigner, signedTransaction, signedTransfer } from './svm.test-helper.js'
import { parseWireTransaction } from './wire-transaction.js'

const MINT = address(SOLANA_TEST_MINT.address)
const TIME = { slot: 7, unixSeconds: 1_700_000_000 }

let svm: LiteSVM
let payer: KeyPairSigner

beforeEach(async () => {
  svm = new LiteSVM().withBlockhashCheck(false)
  await writeGenesis(svm, (await faucetSigner()).address)
  payer = await labSigner(0)
})

/** An LSUSD transfer to a new owner, creating their associated token account (a CPI: inner instructions). */
async function tokenTransfer(amount: bigint) {
  const receiver = await generateKeyPairSigner()
  const ata = (owner: string) =>
    findAssociatedTokenPda({ owner: address(owner), mint: MINT, tokenProgram: TOKEN_PROGRAM_ADDRESS })
  const [source] = await ata(payer.address)
  const [destination] = await ata(receiver.address)
  const bytes = await signedTransaction({
    payer,
    blockhash: svm.latestBlockhash(),
    instructions: [
      await getCreateAssociatedTokenIdempotentInstructionAsync({
        payer,
        owner: receiver.address,
        mint: MINT,
      }),
      getTransferCheckedInstruction({
        source,
        mint: MINT,
        destination,
        authority: payer,
        amount,
        decimals: 6,
      }),
    ],
  })
  return { wire: parseWireTransaction(bytes), source, destination }
}

describe('executeTransaction', () => {
  it('reports balances, token balances, logs and the inner instructions of a CPI', async () => {
    const { wire, source, destination } = await tokenTransfer(1_500_000n)
    const execution = executeTransaction(svm, wire, TIME)
    expect(execution).toMatchObject({ landed: true, err: null, fee: 5000n, returnData: null })
    const keys = wire.message.staticAccounts
    const post = execution.postTokenBalances.map((balance) => [
      keys[balance.accountIndex],
      balance.uiTokenAmount.uiAmountString,
    ])
    expect(post).toEqual(
      expect.arrayContaining([
        [source, '999998.5'],
        [destination, '1.5'],
      ]),
    )
    // The receiver's account did not exist before: no pre token balance for it.
    expect(execution.preTokenBalances.map((balance) => keys[balance.accountIndex])).toEqual([source])
    expect(execution.innerInstructions[0]?.index).toBe(0)
    expect(execution.innerInstructions[0]?.instructions.length).toBeGreaterThan(0)
    expect(execution.logs.some((line) => line.includes('ATokenGPvbdGVxr1b2hvZbsiqW5xWH25efTNsLJA8knL'))).toBe(
      true,
    )
    expect(execution.unitsConsumed).toBeGreaterThan(0n)
    expect(svm.getClock().slot).toBe(7n)
    expect(svm.getClock().unixTimestamp).toBe(1_700_000_000n)
  })

  it('tells a transaction that never ran from one that failed on chain', async () => {
    const stranger = await generateKeyPairSigner()
    const unfunded = parseWireTransaction(
      await signedTransfer(stranger, payer.address, 1n, svm.latestBlockhash()),
    )
    expect(executeTransaction(svm, unfunded, TIME)).toMatchObject({ landed: false, err: 'AccountNotFound' })
    const { wire } = await tokenTransfer(10n ** 15n)
    expect(executeTransaction(svm, wire, TIME)).toMatchObject({
      landed: true,
      err: { InstructionError: [1, { Custom: 1 }] },
    })
  })

  it('answers SignatureFailure for a transaction with a missing signature, as the runtime would', async () => {
    const bytes = await signedTransfer(payer, payer.address, 1n, svm.latestBlockhash())
    bytes.fill(0, 1, 65)
    expect(executeTransaction(svm, parseWireTransaction(bytes), TIME)).toMatchObject({
      landed: false,
      err: 'SignatureFailure',
    })
  })
})

describe('simulateTransaction', () => {
  it('reports what would change, the accounts asked for included, and changes nothing', async () => {
    const { wire, destination } = await tokenTransfer(2_000_000n)
    const simulation = simulateTransaction(svm, wire, TIME, {
      sigVerify: true,
      accounts: [destination, payer.address],
    })
    expect(simulation.meta.err).toBeNull()
    expect(simulation.fee).toBe(5000n)
    expect(simulation.accounts[0]?.owner).toBe(TOKEN_PROGRAM_ADDRESS)
    expect(simulation.accounts[1]?.lamports).toBe(simulation.balances?.postBalances[0])
    expect(simulation.balances?.postTokenBalances.length).toBe(2)
    expect(svm.getAccount(destination).exists).toBe(false)
  })

  it('reports a failure without balances', async () => {
    const { wire } = await tokenTransfer(10n ** 15n)
    const simulation = simulateTransaction(svm, wire, TIME, { sigVerify: false, accounts: [payer.address] })
    expect(simulation.meta.err).toEqual({ InstructionError: [1, { Custom: 1 }] })
    expect(simulation.balances).toBeNull()
    expect(simulation.accounts).toEqual([null])
  })
})
