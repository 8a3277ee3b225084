import type { TokenAmount } from '@appkit/controllers'
import { planTransfer, type TransferRequest } from './plan-transfer.js'

/**
 * What the transfer would pay in fees if sent now: the same coins and rate a send would use
 * (planTransfer), so the estimate is what the wallet is then asked to sign.
 */
export async function estimateTransferFee(
  request: TransferRequest,
  currency: { decimals: number; symbol: string },
): Promise<TokenAmount> {
  const { selection } = await planTransfer(request)
  return { value: selection.fee, decimals: currency.decimals, symbol: currency.symbol }
}
