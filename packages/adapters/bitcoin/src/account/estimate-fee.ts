import type { TokenAmount } from '@appkit/controllers'
import { maxTransfer, selectTransfer, type TransferRequest } from './plan-transfer.js'

/**
 * What the transfer would pay in fees if sent now: the same coins and rate a send would use
 * (selectTransfer, as planTransfer), so the estimate is what the wallet is then asked to sign; it
 * needs no key, so a nested SegWit sender is estimated before its wallet says anything.
 */
export async function estimateTransferFee(
  request: TransferRequest,
  currency: { decimals: number; symbol: string },
): Promise<TokenAmount> {
  const { selection } = await selectTransfer(request)
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
