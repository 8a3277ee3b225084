import { BASE_FEE_MULTIPLIER, hexQuantity } from '@appkit/common'
import type { TransactionSerializable } from 'viem'
import { GasAboveBlockLimitError, TransactionFeeTooHighError } from '../errors.js'
import type { EvmTransactionRequest } from './evm-params.js'
import type { JsonRpc } from './json-rpc-client.js'

/**
 * A dapp's fee or gas above this many times the network's current fee is refused: no real
 * transaction needs it, and a dapp that asks for it wants the visitor's coin for the block producer.
 */
export const MAX_FEE_OVER_CURRENT = 10n

type Fees =
  | { type: 'eip1559'; maxFeePerGas: bigint; maxPriorityFeePerGas: bigint }
  | { type: 'legacy'; gasPrice: bigint }

/** Everything that will be signed but the nonce, and the most it can cost in fees (gas × fee per gas). */
export interface PricedTransaction {
  chainId: number
  from: `0x${string}`
  to?: `0x${string}` | undefined
  value: bigint
  data?: `0x${string}` | undefined
  nonce?: bigint | undefined
  gas: bigint
  fees: Fees
  maxFee: bigint
}

/**
 * Before the user is asked: the gas (the dapp's, or estimated) and the fees (the dapp's, or spec
 * §9's 1.2 × base fee + priority fee, or the gas price on a chain without a base fee), read from
 * the chain through the cloud's RPC, so the screen can show the maximum fee. What the dapp gave is
 * kept as given, but refused when it is absurd: gas above the block's gas limit, or a fee per gas
 * above MAX_FEE_OVER_CURRENT × the network's current one.
 */
export async function priceTransaction(
  rpc: JsonRpc,
  request: EvmTransactionRequest & { from: `0x${string}`; chainId: number },
): Promise<PricedTransaction> {
  const { from, to, value, data, chainId } = request
  const call = { from, ...(to ? { to } : {}), value: `0x${value.toString(16)}`, ...(data ? { data } : {}) }
  const [block, gas] = await Promise.all([
    rpc('eth_getBlockByNumber', ['latest', false]) as Promise<{
      baseFeePerGas?: unknown
      gasLimit?: unknown
    } | null>,
    request.gas ?? rpc('eth_estimateGas', [call]).then((g) => hexQuantity(g, 'gas')),
  ])
  if (block?.gasLimit !== undefined && block.gasLimit !== null) {
    const limit = hexQuantity(block.gasLimit, 'gas limit')
    if (gas > limit) throw new GasAboveBlockLimitError({ details: `gas ${gas} > block gas limit ${limit}` })
  }
  const fees = await priceFees(rpc, request, block)
  const perGas = fees.type === 'eip1559' ? fees.maxFeePerGas : fees.gasPrice
  return {
    chainId,
    from,
    to,
    value,
    data,
    nonce: request.nonce,
    gas,
    fees,
    maxFee: gas * perGas,
  }
}

async function priceFees(
  rpc: JsonRpc,
  request: EvmTransactionRequest,
  block: { baseFeePerGas?: unknown } | null,
): Promise<Fees> {
  const hasBaseFee = block?.baseFeePerGas !== undefined && block.baseFeePerGas !== null
  if (!hasBaseFee) {
    const current = hexQuantity(await rpc('eth_gasPrice', []), 'gas price')
    const gasPrice = request.gasPrice ?? current
    refuseAbsurd(gasPrice, current)
    return { type: 'legacy', gasPrice }
  }
  const baseFee = hexQuantity(block.baseFeePerGas, 'base fee')
  const priority = hexQuantity(await rpc('eth_maxPriorityFeePerGas', []), 'priority fee')
  // The network's current fee per gas: what a transaction pays to get into the next block now.
  const current = baseFee + priority
  if (request.gasPrice !== undefined) {
    refuseAbsurd(request.gasPrice, current)
    return { type: 'legacy', gasPrice: request.gasPrice }
  }
  const maxPriorityFeePerGas = request.maxPriorityFeePerGas ?? priority
  const multiplied = (baseFee * BigInt(Math.round(BASE_FEE_MULTIPLIER * 100))) / 100n
  const maxFeePerGas = request.maxFeePerGas ?? multiplied + maxPriorityFeePerGas
  refuseAbsurd(maxFeePerGas, current)
  refuseAbsurd(maxPriorityFeePerGas, current)
  return { type: 'eip1559', maxFeePerGas, maxPriorityFeePerGas }
}

function refuseAbsurd(perGas: bigint, current: bigint): void {
  // A chain whose current fee is 0 (a dev chain) still allows a fee of up to 1 gwei per gas.
  const ceiling = current > 0n ? current * MAX_FEE_OVER_CURRENT : 1_000_000_000n
  if (perGas > ceiling) {
    throw new TransactionFeeTooHighError({
      details: `${perGas} per gas > ${MAX_FEE_OVER_CURRENT} × ${current}`,
    })
  }
}

/** After approval: the nonce (the dapp's, or the account's pending count), and the transaction to sign. */
export async function fillTransaction(
  rpc: JsonRpc,
  priced: PricedTransaction,
): Promise<TransactionSerializable> {
  const { chainId, from, to, value, data, gas, fees } = priced
  const nonce = priced.nonce ?? hexQuantity(await rpc('eth_getTransactionCount', [from, 'pending']), 'nonce')
  return {
    ...fees,
    chainId,
    ...(to ? { to } : {}),
    value,
    ...(data ? { data } : {}),
    nonce: Number(nonce),
    gas,
  }
}
