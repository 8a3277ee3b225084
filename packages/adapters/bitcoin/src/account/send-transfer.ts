import { InvalidResponseError } from '@appkit/common'
import { extractSigned } from './extract-signed.js'
import { planTransfer, type TransferRequest } from './plan-transfer.js'

/** Signs every input of `psbt` with the sender's account; resolves with the signed PSBT. */
export type SignInputs = (psbt: Uint8Array, inputIndexes: number[]) => Promise<Uint8Array>

/**
 * Sends BTC from a wallet that signs PSBTs: planned here (planTransfer), signed by the wallet,
 * finalized when the wallet did not, checked to be the transaction asked, and broadcast through
 * the chain's Esplora. Resolves with the txid.
 */
export async function sendTransfer(request: TransferRequest, sign: SignInputs): Promise<string> {
  const { psbt, network, selection } = await planTransfer(request)
  const signed = await sign(
    psbt.toBuffer(),
    selection.inputs.map((_, index) => index),
  )
  const transaction = extractSigned(psbt, signed, network)
  const txid = await request.esplora.broadcast(transaction.toHex())
  if (txid !== transaction.getId()) {
    throw new InvalidResponseError({ details: `POST /tx answered ${txid} for ${transaction.getId()}` })
  }
  return txid
}
