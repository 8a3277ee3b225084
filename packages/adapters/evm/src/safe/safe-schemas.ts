import { InvalidWalletResponseError } from '@appkit/common'
import { z } from 'zod'

// What the Safe's UI answers, as its app protocol (safe-apps-sdk 9) describes it. The parent is
// outside the dapp: every answer is parsed here before the provider hands anything on.
const address = z.string().regex(/^0x[0-9a-fA-F]{40}$/, 'an address')
const hash = z.string().regex(/^0x[0-9a-fA-F]{64}$/, 'a 32-byte hash')

export const safeInfoSchema = z.object({
  safeAddress: address,
  chainId: z.number().int().positive(),
})

export const sendTransactionsSchema = z.object({ safeTxHash: hash })

/**
 * A proposed transaction as the Safe's transaction service knows it (`getTxBySafeTxHash`, the
 * gateway's TransactionDetails): `txHash` is the chain transaction once the Safe executed it.
 */
export const safeTransactionSchema = z.object({
  txStatus: z.enum(['AWAITING_CONFIRMATIONS', 'AWAITING_EXECUTION', 'CANCELLED', 'FAILED', 'SUCCESS']),
  txHash: hash.nullish(),
})

/** Signed on chain (a Safe transaction) or off chain (a message hash whose signature comes later). */
export const signMessageSchema = z.union([
  z.object({ safeTxHash: hash }),
  z.object({ messageHash: hash }),
  z.object({ signature: z.string().regex(/^0x[0-9a-fA-F]*$/) }),
])

export const offChainSignatureSchema = z.string().regex(/^(0x[0-9a-fA-F]*)?$/, 'a hex signature')

/** `value` parsed by `schema`, or 'Invalid wallet response' naming the method and the field. */
export function parseAnswer<T>(schema: z.ZodType<T>, value: unknown, method: string): T {
  const parsed = schema.safeParse(value)
  if (parsed.success) return parsed.data
  const issue = parsed.error.issues[0]
  const field = issue?.path.join('.') || 'answer'
  throw new InvalidWalletResponseError({
    details: `The Safe answered ${method} with a wrong ${field}: ${issue?.message ?? 'unexpected shape'}`,
  })
}
