import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { SOLANA_TEST_ACCOUNTS, SOLANA_TEST_MINT } from '@appkit/testing'
import {
  type Address,
  address,
  appendTransactionMessageInstructions,
  type Blockhash,
  createKeyPairSignerFromPrivateKeyBytes,
  createTransactionMessage,
  getTransactionEncoder,
  type Instruction,
  type KeyPairSigner,
  pipe,
  setTransactionMessageFeePayerSigner,
  setTransactionMessageLifetimeUsingBlockhash,
  signTransactionMessageWithSigners,
} from '@solana/kit'
import { getTransferSolInstruction } from '@solana-program/system'
import {
  findAssociatedTokenPda,
  getTransferCheckedInstruction,
  TOKEN_PROGRAM_ADDRESS,
} from '@solana-program/token'
import { JsonRpcError } from '../../http/json-rpc-error.js'
import { toJsonText } from './json-text.js'
import { LAB_SOL_USD } from './lab-chain.js'
import { solanaDispatch } from './method-table.js'

import { type SolanaChain, startSolanaChain } from './solana-chain.js'

/** The test account `index` of @appkit/testing as a kit signer (its seed is the private key). */
export function labSigner(index: number): Promise<KeyPairSigner> {
  const seed = SOLANA_TEST_ACCOUNTS[index]!.seed
  return createKeyPairSignerFromPrivateKeyBytes(new Uint8Array(Buffer.from(seed, 'hex')))
}

export interface SignedOptions {
  payer: KeyPairSigner
  blockhash: string
  instructions: Instruction[]
  version?: 'legacy' | 0
}

/** A signed transaction's wire bytes. */
export async function signedTransaction(options: SignedOptions): Promise<Uint8Array> {
  const message = pipe(
    createTransactionMessage({ version: options.version ?? 0 }),
    (draft) => setTransactionMessageFeePayerSigner(options.payer, draft),
    (draft) =>
      setTransactionMessageLifetimeUsingBlockhash(
        { blockhash: options.blockhash as Blockhash, lastValidBlockHeight: 0n },
        draft,
      ),
    (draft) => appendTransactionMessageInstructions(options.instructions, draft),
  )
  return new Uint8Array(getTransactionEncoder().encode(await signTransactionMessageWithSigners(message)))
}

/** A signed SOL transfer from `payer` to `to`. */
export function signedTransfer(payer: KeyPairSigner, to: Address, lamports: bigint, blockhash: string) {
  return signedTransaction({
    payer,
    blockhash,
    instructions: [getTransferSolInstruction({ source: payer, destination: to, amount: lamports })],
  })
}

/** The LSUSD account genesis gave `owner` (its associated token account). */
export async function labTokenAccount(owner: string): Promise<Address> {
  const [ata] = await findAssociatedTokenPda({
    owner: address(owner),
    mint: address(SOLANA_TEST_MINT.address),
    tokenProgram: TOKEN_PROGRAM_ADDRESS,
  })
  return ata
}

/** A signed LSUSD transfer from `payer`'s token account to `to`'s, both made at genesis. */
export async function signedTokenTransfer(
  payer: KeyPairSigner,
  to: string,
  amount: bigint,
  blockhash: string,
) {
  const transfer = getTransferCheckedInstruction({
    source: await labTokenAccount(payer.address),
    mint: address(SOLANA_TEST_MINT.address),
    destination: await labTokenAccount(to),
    authority: payer,
    amount,
    decimals: LAB_SOL_USD.decimals,
  })
  return signedTransaction({ payer, blockhash, instructions: [transfer] })
}

export const toBase64 = (bytes: Uint8Array) => Buffer.from(bytes).toString('base64')

/**
 * A chain on a journal in a temporary directory, for one test; `close()` removes it all. Any warning
 * (a transaction listener that threw, a replay mismatch) throws out of the call that caused it, so
 * a failure the chain would only log fails the test instead.
 */
export async function startTestChain(now?: () => number) {
  const dir = mkdtempSync(join(tmpdir(), 'appkit-svm-test-'))
  const chain = await startSolanaChain({
    journalPath: join(dir, 'solana.jsonl'),
    ...(now ? { now } : {}),
    onWarning: (message) => {
      throw new Error(`Unexpected Solana chain warning: ${message}`)
    },
  })
  return {
    chain,
    close() {
      chain.close()
      rmSync(dir, { recursive: true, force: true })
    },
  }
}

/**
 * Calls a method of the node as a client would see its answer: through the JSON text (bigints as
 * numbers, absent members gone). A refusal is thrown as the JsonRpcError.
 */
// biome-ignore lint/suspicious/noExplicitAny: a test reads an answer by the paths it expects.
export async function callMethod(chain: SolanaChain, method: string, params?: unknown[]): Promise<any> {
  const result = await solanaDispatch(chain)(method, params)
  return JSON.parse(toJsonText(result))
}

/** The error a call is refused with, as its JSON-RPC error member. */
export async function refusal(chain: SolanaChain, method: string, params?: unknown[]) {
  try {
    await solanaDispatch(chain)(method, params)
  } catch (error) {
    if (error instanceof JsonRpcError) return error.toJson()
    throw error
  }
  throw new Error(`${method} was not refused`)
}
