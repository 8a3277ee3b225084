import { type Address, getAddress, type Hex, isAddress, isHex } from 'viem'
import { z } from 'zod'
import type { PaymasterUserOperation } from './paymaster-data.js'

const address = z
  .string()
  .refine((value) => isAddress(value, { strict: false }), 'expected an address')
  .transform((value) => getAddress(value) as Address)
const hex = z
  .string()
  .refine((value) => isHex(value), 'expected 0x-prefixed hex')
  .transform((value) => value as Hex)
const quantity = z
  .string()
  .regex(/^0x[0-9a-fA-F]{1,64}$/, 'expected a 0x-prefixed hex quantity')
  .transform((value) => BigInt(value))
// Gas fields may be absent while the wallet asks for stub data (they are estimated after it).
const gas = quantity.optional().default(0n)

const userOperation = z.object({
  sender: address,
  nonce: quantity,
  // `0x7702`: an EIP-7702 account's first operation (EntryPoint v0.8), which carries the EOA's
  // authorization instead of a factory; kept as sent, since the hash covers the init code as packed.
  factory: z
    .union([z.literal('0x7702'), address])
    .optional()
    .nullable(),
  factoryData: hex.optional().nullable(),
  callData: hex,
  callGasLimit: gas,
  verificationGasLimit: gas,
  preVerificationGas: gas,
  maxFeePerGas: gas,
  maxPriorityFeePerGas: gas,
  paymasterVerificationGasLimit: gas,
  paymasterPostOpGasLimit: gas,
})

/** ERC-7677's parameters: the user operation, the EntryPoint, the chain id (hex) and the context. */
const params = z.tuple([userOperation, address, quantity], z.unknown())

export interface PaymasterRequest {
  id: unknown
  method: 'pm_getPaymasterStubData' | 'pm_getPaymasterData'
  userOperation: PaymasterUserOperation
  entryPoint: Address
  chainId: bigint
}

/** A JSON-RPC request the paymaster cannot take: the code and the message of its error reply. */
export class PaymasterRequestError extends Error {
  override name = 'PaymasterRequestError'
  constructor(
    readonly code: number,
    message: string,
  ) {
    super(message)
  }
}

/** One ERC-7677 request, checked field by field; anything else is a clear JSON-RPC error. */
export function parsePaymasterRequest(body: unknown): PaymasterRequest {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    throw new PaymasterRequestError(-32600, 'Invalid request: expected one JSON-RPC request object')
  }
  const { id, method, params: raw } = body as { id?: unknown; method?: unknown; params?: unknown }
  if (method !== 'pm_getPaymasterStubData' && method !== 'pm_getPaymasterData') {
    throw new PaymasterRequestError(
      -32601,
      `Method not found: ${String(method)} (pm_getPaymasterStubData and pm_getPaymasterData are)`,
    )
  }
  const parsed = params.safeParse(raw)
  if (!parsed.success) {
    const issue = parsed.error.issues[0]
    const where = issue?.path.join('.') ?? ''
    throw new PaymasterRequestError(
      -32602,
      `Invalid params: ${where ? `${where}: ` : ''}${issue?.message ?? 'malformed'}`,
    )
  }
  const [op, entryPoint, chainId] = parsed.data
  return {
    id,
    method,
    entryPoint,
    chainId,
    userOperation: { ...op, factory: op.factory ?? undefined, factoryData: op.factoryData ?? undefined },
  }
}
