import type { TokenAmount } from '@appkit/controllers'
import { maxTransfer, planTransfer, type TransferRequest } from './plan-transfer.js'

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

/** Max: what a transfer of every coin the sender holds would send, and that transfer's fee. */
export async function estimateMaxTransfer(
  request: Omit<TransferRequest, 'amount'>,
  currency: { decimals: number; symbol: string },
): Promise<{ amount: bigint; fee: TokenAmount }> {
  const { amount, fee } = await maxTransfer(request)
  return { amount, fee: { value: fee, decimals: currency.decimals, symbol: currency.symbol } }
}
