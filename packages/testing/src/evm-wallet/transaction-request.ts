import { type Address, type Hex, hexToBigInt, hexToNumber, isAddress, isHex } from 'viem'
import { InvalidParamsError } from './errors.js'

/** eth_sendTransaction's params[0], decoded: quantities as numbers, absent fields left for the wallet. */
export interface TransactionRequest {
  from: Address
  to?: Address
  value?: bigint
  data?: Hex
  gas?: bigint
  nonce?: number
  gasPrice?: bigint
  maxFeePerGas?: bigint
  maxPriorityFeePerGas?: bigint
  chainId?: number
}

function quantity(value: unknown, field: string): bigint | undefined {
  if (value === undefined || value === null) return undefined
  if (!isHex(value, { strict: true })) throw new InvalidParamsError(`${field} must be a hex quantity`)
  return hexToBigInt(value)
}

function address(value: unknown, field: string): Address | undefined {
  if (value === undefined || value === null) return undefined
  if (typeof value !== 'string' || !isAddress(value, { strict: false })) {
    throw new InvalidParamsError(`${field} must be an address`)
  }
  return value
}

export function parseTransactionRequest(value: unknown): TransactionRequest {
  if (typeof value !== 'object' || value === null)
    throw new InvalidParamsError('expected a transaction object')
  const tx = value as Record<string, unknown>
  const from = address(tx.from, 'from')
  if (!from) throw new InvalidParamsError('from is required')
  // Older dapps send `data`, newer ones `input`; both mean the calldata.
  const data = tx.data ?? tx.input
  if (data !== undefined && data !== null && !isHex(data, { strict: true })) {
    throw new InvalidParamsError('data must be hex')
  }
  const nonce = quantity(tx.nonce, 'nonce')
  const chainId = isHex(tx.chainId) ? hexToNumber(tx.chainId) : undefined
  return dropUndefined({
    from,
    to: address(tx.to, 'to'),
    value: quantity(tx.value, 'value'),
    data: (data ?? undefined) as Hex | undefined,
    gas: quantity(tx.gas, 'gas'),
    nonce: nonce === undefined ? undefined : Number(nonce),
    gasPrice: quantity(tx.gasPrice, 'gasPrice'),
    maxFeePerGas: quantity(tx.maxFeePerGas, 'maxFeePerGas'),
    maxPriorityFeePerGas: quantity(tx.maxPriorityFeePerGas, 'maxPriorityFeePerGas'),
    chainId,
  })
}

/** Absent means "the wallet fills it in"; keep that visible as a missing key, not an undefined one. */
function dropUndefined<T extends object>(value: T): T {
  return Object.fromEntries(Object.entries(value).filter(([, field]) => field !== undefined)) as T
}
