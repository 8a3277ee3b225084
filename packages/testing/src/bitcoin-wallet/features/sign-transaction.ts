import { assertKnownChain } from '../chains.js'
import type { BitcoinWalletContext } from '../context.js'
import { BitcoinInvalidInputError } from '../errors.js'
import { requireBytes } from '../inputs.js'
import { decodePsbt, planSigning } from '../psbt-plan.js'
import { signPsbt } from '../psbt-sign.js'
import { transactionParam } from '../request-params.js'
import {
  BitcoinSignTransaction,
  type BitcoinSignTransactionInput,
  type BitcoinSignTransactionOutput,
} from '../standard-features.js'

/**
 * `bitcoin:signTransaction`: every PSBT decoded and its `inputsToSign` checked (see planSigning),
 * one approval for the call, then the named inputs signed. The rest of the PSBT is left as it was;
 * inputs are finalized only with `finalize: true` (see signPsbt for why).
 */
export async function signTransaction(
  ctx: BitcoinWalletContext,
  inputs: readonly BitcoinSignTransactionInput[],
): Promise<BitcoinSignTransactionOutput[]> {
  const requests = inputs.map((input) => {
    const bytes = requireBytes(input?.psbt, 'the psbt')
    if (input.chain !== undefined) assertKnownChain(ctx.chains, input.chain)
    if (input.finalize !== undefined && typeof input.finalize !== 'boolean') {
      throw new BitcoinInvalidInputError('finalize must be true or false.')
    }
    const psbt = decodePsbt(bytes, ctx.network)
    return {
      input,
      psbt,
      plan: planSigning(ctx, psbt, input.inputsToSign),
      finalize: input.finalize === true,
    }
  })
  if (requests.length === 0) return []
  await ctx.approvals.ask(
    BitcoinSignTransaction,
    requests.map(({ input, finalize }) =>
      transactionParam(input.psbt, input.chain, input.inputsToSign, finalize),
    ),
  )
  return requests.map(({ psbt, plan, finalize }) => {
    signPsbt(psbt, plan, finalize)
    return { signedPsbt: psbt.toBuffer() }
  })
}
