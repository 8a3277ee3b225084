import { createHash } from 'node:crypto'
import {
  type Address,
  appendTransactionMessageInstructions,
  type Blockhash,
  createKeyPairSignerFromPrivateKeyBytes,
  createTransactionMessage,
  getTransactionEncoder,
  type KeyPairSigner,
  pipe,
  setTransactionMessageFeePayerSigner,
  setTransactionMessageLifetimeUsingBlockhash,
  signTransactionMessageWithSigners,
} from '@solana/kit'
import { getTransferSolInstruction } from '@solana-program/system'
import { computeUnitLimitInstruction } from './compute-budget.js'
import { LAMPORTS_PER_SOL } from './lab-chain.js'

/** What the faucet holds at genesis: plenty for any number of airdrops in a lab. */
export const FAUCET_LAMPORTS = 1_000_000_000n * LAMPORTS_PER_SOL
/** The most one requestAirdrop gives, as a cluster's faucet caps each request. */
export const MAX_AIRDROP_LAMPORTS = 1_000n * LAMPORTS_PER_SOL

/**
 * The chain's faucet: a key derived from a fixed phrase, so the same account on every machine. It
 * pays requestAirdrop with ordinary signed transfers (recorded and replayed like any other
 * transaction) and is the mint authority of the lab's token.
 */
export function faucetSigner(): Promise<KeyPairSigner> {
  const seed = createHash('sha256').update('appkit-lab-svm/faucet').digest()
  return createKeyPairSignerFromPrivateKeyBytes(new Uint8Array(seed))
}

/**
 * A signed transfer of `lamports` from the faucet to `to`, as wire bytes. The faucet's key is fixed
 * and Ed25519 signing is deterministic, so two equal airdrops under one blockhash would be the same
 * transaction and the second refused as AlreadyProcessed: `nonce` (one per airdrop) sets them apart.
 */
export async function airdropTransaction(
  faucet: KeyPairSigner,
  to: Address,
  lamports: bigint,
  blockhash: { blockhash: string; lastValidBlockHeight: number },
  nonce: number,
): Promise<Uint8Array> {
  const message = pipe(
    createTransactionMessage({ version: 'legacy' }),
    (draft) => setTransactionMessageFeePayerSigner(faucet, draft),
    (draft) =>
      setTransactionMessageLifetimeUsingBlockhash(
        {
          blockhash: blockhash.blockhash as Blockhash,
          lastValidBlockHeight: BigInt(blockhash.lastValidBlockHeight),
        },
        draft,
      ),
    (draft) =>
      appendTransactionMessageInstructions(
        [
          computeUnitLimitInstruction(airdropUnitLimit(nonce)),
          getTransferSolInstruction({ source: faucet, destination: to, amount: lamports }),
        ],
        draft,
      ),
  )
  const signed = await signTransactionMessageWithSigners(message)
  return new Uint8Array(getTransactionEncoder().encode(signed))
}

/** Far above what a transfer uses (a few hundred units), far below the 1.4M a transaction may ask. */
const AIRDROP_BASE_UNITS = 10_000
/** Distinct limits before one repeats: more airdrops than a blockhash lives for could ever carry. */
const AIRDROP_UNIT_SPREAD = 1_000_000

/**
 * The compute-unit limit an airdrop asks for: what makes it unique. A limit rather than a memo or
 * an extra account because the compute-budget program is builtin (nothing to deploy) and, with no
 * unit price, it changes neither the fee nor what the transfer does.
 */
export function airdropUnitLimit(nonce: number): number {
  return AIRDROP_BASE_UNITS + (nonce % AIRDROP_UNIT_SPREAD)
}
