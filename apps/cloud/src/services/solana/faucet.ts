import { createHash } from 'node:crypto'
import {
  type Address,
  appendTransactionMessageInstruction,
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

/** A signed transfer of `lamports` from the faucet to `to`, as wire bytes. */
export async function airdropTransaction(
  faucet: KeyPairSigner,
  to: Address,
  lamports: bigint,
  blockhash: { blockhash: string; lastValidBlockHeight: number },
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
      appendTransactionMessageInstruction(
        getTransferSolInstruction({ source: faucet, destination: to, amount: lamports }),
        draft,
      ),
  )
  const signed = await signTransactionMessageWithSigners(message)
  return new Uint8Array(getTransactionEncoder().encode(signed))
}
