import { hashTypedData, type TypedDataDefinition, validateTypedData } from 'viem'
import { z } from 'zod/mini'
import { InvalidRpcParamsError } from '../errors.js'
import { unsignedKeysProblem } from './typed-data-checks.js'

// The params of the EVM signing methods, parsed before anything is shown or signed: what the user
// approves is exactly what these functions return.

const address = z.string().check(z.regex(/^0x[0-9a-fA-F]{40}$/))
const data = z.string().check(z.regex(/^0x([0-9a-fA-F]{2})*$/))
const quantity = z.pipe(
  z.string().check(z.regex(/^0x[0-9a-fA-F]{1,64}$/)),
  z.transform((value) => BigInt(value)),
)

function parse<T>(method: string, schema: z.ZodMiniType<T>, params: unknown): T {
  const parsed = z.safeParse(schema, params)
  if (!parsed.success) {
    const fields = parsed.error.issues.map((issue) => `${issue.path.join('.') || 'params'}: ${issue.code}`)
    throw new InvalidRpcParamsError(method, { details: fields.join(', ') })
  }
  return parsed.data
}

/** personal_sign `[message, address]`: the message as hex bytes or text. */
export function parsePersonalSign(params: unknown): { message: string; address: `0x${string}` } {
  const [message, signer] = parse('personal_sign', z.tuple([z.string(), address]), params)
  return { message, address: signer as `0x${string}` }
}

const typedDataSchema = z.object({
  types: z.record(z.string(), z.array(z.object({ name: z.string(), type: z.string() }))),
  primaryType: z.string().check(z.minLength(1)),
  domain: z._default(z.record(z.string(), z.unknown()), {}),
  message: z.record(z.string(), z.unknown()),
})

/**
 * eth_signTypedData_v4 `[address, typedData]`, the typed data as JSON text or an object. viem checks
 * it against its types and hashes it here once, so data that could not be signed is refused before
 * the user is asked.
 */
export function parseSignTypedData(params: unknown): {
  address: `0x${string}`
  typedData: TypedDataDefinition
} {
  const method = 'eth_signTypedData_v4'
  const [signer, raw] = parse(
    method,
    z.tuple([address, z.union([z.string(), z.record(z.string(), z.unknown())])]),
    params,
  )
  let json: unknown = raw
  if (typeof raw === 'string') {
    try {
      json = JSON.parse(raw)
    } catch (cause) {
      throw new InvalidRpcParamsError(method, { details: 'The typed data is not JSON', cause })
    }
  }
  const typedData = parse(method, typedDataSchema, json) as unknown as TypedDataDefinition
  try {
    validateTypedData(typedData)
    hashTypedData(typedData)
  } catch (cause) {
    throw new InvalidRpcParamsError(method, { details: 'The typed data does not match its types', cause })
  }
  // What the screen shows must be what is signed: no key outside the types, a domain bound to a chain.
  const problem = unsignedKeysProblem(typedData)
  if (problem) throw new InvalidRpcParamsError(method, { details: problem })
  return { address: signer as `0x${string}`, typedData }
}

/** The domain's chain id as a number, if the typed data names one. */
export function typedDataChainId(typedData: TypedDataDefinition): number | undefined {
  const chainId = (typedData.domain as { chainId?: unknown } | undefined)?.chainId
  if (chainId === undefined || chainId === null) return undefined
  const value =
    typeof chainId === 'string' || typeof chainId === 'number' || typeof chainId === 'bigint'
      ? Number(chainId)
      : NaN
  return Number.isSafeInteger(value) ? value : NaN
}

const transactionSchema = z.object({
  from: z.optional(address),
  to: z.optional(z.nullable(address)),
  value: z.optional(quantity),
  data: z.optional(data),
  input: z.optional(data),
  gas: z.optional(quantity),
  nonce: z.optional(quantity),
  gasPrice: z.optional(quantity),
  maxFeePerGas: z.optional(quantity),
  maxPriorityFeePerGas: z.optional(quantity),
})

export interface EvmTransactionRequest {
  from?: `0x${string}` | undefined
  to?: `0x${string}` | undefined
  value: bigint
  data?: `0x${string}` | undefined
  gas?: bigint | undefined
  nonce?: bigint | undefined
  gasPrice?: bigint | undefined
  maxFeePerGas?: bigint | undefined
  maxPriorityFeePerGas?: bigint | undefined
}

/** eth_sendTransaction `[transaction]`: hex quantities as bigints; `input` read as `data`. */
export function parseSendTransaction(params: unknown): EvmTransactionRequest {
  const [tx] = parse('eth_sendTransaction', z.tuple([transactionSchema]), params)
  const payload = tx.data ?? tx.input
  return {
    from: tx.from as `0x${string}` | undefined,
    to: (tx.to ?? undefined) as `0x${string}` | undefined,
    value: tx.value ?? 0n,
    data: payload && payload !== '0x' ? (payload as `0x${string}`) : undefined,
    gas: tx.gas,
    nonce: tx.nonce,
    gasPrice: tx.gasPrice,
    maxFeePerGas: tx.maxFeePerGas,
    maxPriorityFeePerGas: tx.maxPriorityFeePerGas,
  }
}
