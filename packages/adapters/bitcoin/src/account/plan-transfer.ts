import type { Psbt } from 'bitcoinjs-lib'
import type { BitcoinChain } from '../bitcoin-chains.js'
import { FeeEstimatesUnavailableError, UnsupportedAddressTypeError } from '../errors.js'
import { bitcoinNetwork } from './bitcoin-network.js'
import { buildTransferPsbt, nestedRedeemScript, type TransferPlan, taprootInternalKey } from './build-psbt.js'
import { selectCoins, spendAll } from './coin-selection.js'
import type { EsploraClient } from './esplora-client.js'
import { feeRateFrom } from './fee-rate.js'
import { type OutputKind, outputScriptOf } from './output-script.js'
import type { SpendKind } from './tx-size.js'

export interface TransferRequest {
  esplora: EsploraClient
  chain: BitcoinChain
  /** The sender's payment address; its public key lets a P2TR input name its internal key. */
  from: { address: string; publicKey?: Uint8Array }
  to: string
  /** In sats. */
  amount: bigint
}

/**
 * How each sender's outputs are spent. A P2SH address is taken as nested SegWit (P2SH-P2WPKH), the
 * only P2SH payment address wallets give; building the send checks it against the wallet's key.
 */
const SPENT: Partial<Record<OutputKind, SpendKind>> = { p2wpkh: 'p2wpkh', p2sh: 'p2sh-p2wpkh', p2tr: 'p2tr' }

/**
 * What any transfer from `from` to `to` starts from: both addresses checked against the network,
 * and the sender's UTXOs and the fee rate read from the chain's Esplora.
 */
async function readSpend({ esplora, chain, from, to }: Omit<TransferRequest, 'amount'>) {
  const network = bitcoinNetwork(chain)
  const recipient = outputScriptOf(to, network)
  const sender = outputScriptOf(from.address, network)
  const spend = SPENT[sender.kind]
  if (!spend) {
    throw new UnsupportedAddressTypeError({
      details: `${from.address}: only P2WPKH, P2SH-P2WPKH and P2TR are spent`,
    })
  }
  const [utxos, feeRate] = await Promise.all([
    esplora.utxos(from.address),
    esplora.feeEstimates().then(feeRateFrom, (cause: unknown) => {
      throw new FeeEstimatesUnavailableError({ details: 'GET /fee-estimates failed', cause })
    }),
  ])
  return { network, recipient, sender, spend, utxos, feeRate }
}

/**
 * The coins a transfer spends and its fee (coin-selection.ts), from what readSpend reads: all a fee
 * estimate needs, without the sender's key.
 */
export async function selectTransfer(request: TransferRequest) {
  const read = await readSpend(request)
  const { utxos, feeRate, spend, recipient } = read
  return {
    ...read,
    selection: selectCoins({ utxos, amount: request.amount, feeRate, spend, recipient: recipient.kind }),
  }
}

/**
 * Everything a transfer needs before the wallet signs: the coins selectTransfer chose and the PSBT
 * built (build-psbt.ts), with what the sender's key says of its script.
 */
export async function planTransfer(request: TransferRequest): Promise<TransferPlan & { psbt: Psbt }> {
  const { network, recipient, sender, spend, selection } = await selectTransfer(request)
  const { amount, from } = request
  const tapInternalKey = taprootInternalKey(from.publicKey, sender, network)
  const redeemScript = spend === 'p2sh-p2wpkh' ? nestedRedeemScript(from, sender, network) : undefined
  const plan: TransferPlan = { network, selection, sender, recipient, amount, tapInternalKey, redeemScript }
  return { ...plan, psbt: buildTransferPsbt(plan) }
}

/** Max for a transfer from `from` to `to` now: every coin it holds, less the fee of spending them all. */
export async function maxTransfer(request: Omit<TransferRequest, 'amount'>) {
  const { recipient, spend, utxos, feeRate } = await readSpend(request)
  return spendAll({ utxos, feeRate, spend, recipient: recipient.kind })
}
