import type { Psbt } from 'bitcoinjs-lib'
import type { BitcoinChain } from '../bitcoin-chains.js'
import { FeeEstimatesUnavailableError, UnsupportedAddressTypeError } from '../errors.js'
import { bitcoinNetwork } from './bitcoin-network.js'
import { buildTransferPsbt, type TransferPlan, taprootInternalKey } from './build-psbt.js'
import { selectCoins, spendAll } from './coin-selection.js'
import type { EsploraClient } from './esplora-client.js'
import { feeRateFrom } from './fee-rate.js'
import { outputScriptOf } from './output-script.js'
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
 * What any transfer from `from` to `to` starts from: both addresses checked against the network,
 * and the sender's UTXOs and the fee rate read from the chain's Esplora.
 */
async function readSpend({ esplora, chain, from, to }: Omit<TransferRequest, 'amount'>) {
  const network = bitcoinNetwork(chain)
  const recipient = outputScriptOf(to, network)
  const sender = outputScriptOf(from.address, network)
  if (sender.kind !== 'p2wpkh' && sender.kind !== 'p2tr') {
    throw new UnsupportedAddressTypeError({ details: `${from.address}: only P2WPKH and P2TR are spent` })
  }
  const [utxos, feeRate] = await Promise.all([
    esplora.utxos(from.address),
    esplora.feeEstimates().then(feeRateFrom, (cause: unknown) => {
      throw new FeeEstimatesUnavailableError({ details: 'GET /fee-estimates failed', cause })
    }),
  ])
  const spend: SpendKind = sender.kind
  return { network, recipient, sender, spend, utxos, feeRate }
}

/**
 * Everything a transfer needs before the wallet signs: what readSpend reads, the coins chosen
 * (coin-selection.ts) and the PSBT built (build-psbt.ts).
 */
export async function planTransfer(request: TransferRequest): Promise<TransferPlan & { psbt: Psbt }> {
  const { network, recipient, sender, spend, utxos, feeRate } = await readSpend(request)
  const { amount, from } = request
  const selection = selectCoins({ utxos, amount, feeRate, spend, recipient: recipient.kind })
  const tapInternalKey = taprootInternalKey(from.publicKey, sender, network)
  const plan: TransferPlan = { network, selection, sender, recipient, amount, tapInternalKey }
  return { ...plan, psbt: buildTransferPsbt(plan) }
}

/** Max for a transfer from `from` to `to` now: every coin it holds, less the fee of spending them all. */
export async function maxTransfer(request: Omit<TransferRequest, 'amount'>) {
  const { recipient, spend, utxos, feeRate } = await readSpend(request)
  return spendAll({ utxos, feeRate, spend, recipient: recipient.kind })
}
