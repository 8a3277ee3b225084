import type { NodeRpc } from '@appkit/common'
import { BASE_FEE_MULTIPLIER, hexQuantity as quantity } from '@appkit/common'
import type { TokenAmount } from '@appkit/controllers'
import type { SendRequest } from '@appkit/controllers/adapter'
import { transferTransaction } from './transfer.js'

// The multiplier as a ratio of integers: fees are bigints.
const MULTIPLIER_PERCENT = BigInt(Math.round(BASE_FEE_MULTIPLIER * 100))

/**
 * What the transfer would cost: the gas it needs times what a unit of gas will cost in the next
 * block (base fee × 1.2 + the priority fee, spec §9), or the legacy gas price on a chain without
 * a base fee.
 */
export async function estimateTransferFee(
  rpc: NodeRpc,
  request: Omit<SendRequest, 'connectorId'>,
): Promise<TokenAmount> {
  const [gas, block, tip] = await Promise.all([
    rpc<string>('eth_estimateGas', [transferTransaction(request)]),
    rpc<{ baseFeePerGas?: string } | null>('eth_getBlockByNumber', ['latest', false]),
    rpc<string>('eth_maxPriorityFeePerGas').catch(() => '0x0'),
  ])
  const perGas = block?.baseFeePerGas
    ? (quantity(block.baseFeePerGas, 'baseFeePerGas') * MULTIPLIER_PERCENT) / 100n +
      quantity(tip, 'eth_maxPriorityFeePerGas')
    : quantity(await rpc<string>('eth_gasPrice'), 'eth_gasPrice')
  const { nativeCurrency } = request.caipNetwork
  return {
    value: quantity(gas, 'eth_estimateGas') * perGas,
    decimals: nativeCurrency.decimals,
    symbol: nativeCurrency.symbol,
  }
}
