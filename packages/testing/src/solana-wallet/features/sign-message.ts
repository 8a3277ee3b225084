import { signBytes } from '@solana/kit'
import {
  SolanaSignMessage,
  type SolanaSignMessageInput,
  type SolanaSignMessageOutput,
} from '@solana/wallet-standard-features'
import type { SolanaWalletContext } from '../context.js'
import { requireBytes, requireOwnAccount } from '../inputs.js'
import { messageParam } from '../request-params.js'

/**
 * `solana:signMessage`: every input checked, one approval for the call (as a wallet shows one
 * popup), then each message signed as is, Ed25519 over the raw bytes (no prefix).
 */
export async function signMessage(
  ctx: SolanaWalletContext,
  inputs: readonly SolanaSignMessageInput[],
): Promise<SolanaSignMessageOutput[]> {
  const messages = inputs.map((input) => {
    requireOwnAccount(ctx, input?.account)
    // A copy: what is signed and returned cannot change under the wallet if the dapp reuses its buffer.
    return requireBytes(input.message, 'the message').slice()
  })
  if (messages.length === 0) return []
  await ctx.approvals.ask(
    SolanaSignMessage,
    messages.map((message) => messageParam(ctx.key.address, message)),
  )
  return Promise.all(
    messages.map(async (message) => ({
      signedMessage: message,
      signature: new Uint8Array(await signBytes(ctx.key.keyPair.privateKey, message)),
      signatureType: 'ed25519' as const,
    })),
  )
}
