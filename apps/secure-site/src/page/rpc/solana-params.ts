import { decodeBase58 } from '@appkit/common'
import { z } from 'zod/mini'
import { fromBase64 } from '../../shared/base64.js'
import { InvalidRpcParamsError } from '../errors.js'

// The Solana signing methods' params, in WalletConnect's Solana format (what the adapters send):
// a message and signatures in base58, transactions as base64 wire bytes.

const base58 = z.string().check(z.regex(/^[1-9A-HJ-NP-Za-km-z]+$/), z.maxLength(65_536))
const base64 = z.string().check(z.regex(/^[A-Za-z0-9+/]+={0,2}$/), z.maxLength(65_536))
const commitment = z.enum(['processed', 'confirmed', 'finalized'])

function parse<T>(method: string, schema: z.ZodMiniType<T>, params: unknown): T {
  const parsed = z.safeParse(schema, params)
  if (!parsed.success) {
    const fields = parsed.error.issues.map((issue) => `${issue.path.join('.') || 'params'}: ${issue.code}`)
    throw new InvalidRpcParamsError(method, { details: fields.join(', ') })
  }
  return parsed.data
}

function bytes(method: string, decode: () => Uint8Array): Uint8Array {
  try {
    return decode()
  } catch (cause) {
    throw new InvalidRpcParamsError(method, { details: 'undecodable bytes', cause })
  }
}

/** solana_signMessage `{ message (base58), pubkey }`. */
export function parseSolanaSignMessage(params: unknown): { message: Uint8Array; pubkey: string } {
  const method = 'solana_signMessage'
  const { message, pubkey } = parse(method, z.object({ message: base58, pubkey: base58 }), params)
  return { message: bytes(method, () => decodeBase58(message)), pubkey }
}

/** solana_signTransaction `{ transaction (base64 wire bytes) }`. */
export function parseSolanaSignTransaction(params: unknown): { transaction: Uint8Array } {
  const method = 'solana_signTransaction'
  const { transaction } = parse(method, z.object({ transaction: base64 }), params)
  return { transaction: bytes(method, () => fromBase64(transaction)) }
}

export interface SolanaSendOptions {
  skipPreflight?: boolean | undefined
  preflightCommitment?: 'processed' | 'confirmed' | 'finalized' | undefined
  maxRetries?: number | undefined
}

/** solana_signAndSendTransaction `{ transaction, sendOptions? }`. */
export function parseSolanaSignAndSend(params: unknown): {
  transaction: Uint8Array
  sendOptions: SolanaSendOptions
} {
  const method = 'solana_signAndSendTransaction'
  const schema = z.object({
    transaction: base64,
    sendOptions: z.optional(
      z.object({
        skipPreflight: z.optional(z.boolean()),
        preflightCommitment: z.optional(commitment),
        maxRetries: z.optional(z.int().check(z.nonnegative(), z.maximum(100))),
      }),
    ),
  })
  const { transaction, sendOptions } = parse(method, schema, params)
  return { transaction: bytes(method, () => fromBase64(transaction)), sendOptions: sendOptions ?? {} }
}
