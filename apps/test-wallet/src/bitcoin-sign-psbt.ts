import { Psbt } from 'bitcoinjs-lib'
import { BITCOIN_NETWORK, type BitcoinSigner, ownBitcoinAddress } from './bitcoin-key.js'
import { record } from './bitcoin-sign-message.js'
import { invalidParams, unauthorizedAccount } from './rpc-error.js'

/** Sends a raw transaction (hex) and resolves with its txid: Esplora's `POST /tx`. */
export type Broadcast = (hex: string) => Promise<string>

/** Esplora's `POST {esplora}/tx`: the body is the transaction's hex, the answer its txid as text. */
export function esploraBroadcast(esploraUrl: string, fetchFn: typeof fetch = fetch): Broadcast {
  return async (hex) => {
    const response = await fetchFn(`${esploraUrl.replace(/\/+$/, '')}/tx`, {
      method: 'POST',
      headers: { 'content-type': 'text/plain' },
      body: hex,
    })
    const text = (await response.text()).trim()
    if (!response.ok) throw new Error(`Esplora refused the transaction (${response.status}): ${text}`)
    return text
  }
}

/**
 * bip122 `signPsbt` as the AppKit adapter sends it: `{ account, psbt (base64), signInputs:
 * [{ address, index, sighashTypes? }], broadcast }`. Signs each listed input with the account of
 * its address: P2WPKH with ECDSA, P2TR's key path with Schnorr by the BIP-86-tweaked key. With
 * `broadcast`, finalizes every input, extracts the transaction and sends it: `{ psbt, txid }`;
 * otherwise `{ psbt }`, signed and not finalized (the dapp finalizes).
 */
export async function bitcoinSignPsbt(
  signer: BitcoinSigner,
  params: unknown,
  broadcast: Broadcast,
): Promise<{ psbt: string; txid?: string }> {
  const named = record(params, 'signPsbt')
  if (typeof named.psbt !== 'string') throw invalidParams('signPsbt: "psbt" must be base64.')
  let psbt: Psbt
  try {
    psbt = Psbt.fromBase64(named.psbt, { network: BITCOIN_NETWORK })
  } catch (cause) {
    throw invalidParams(`signPsbt: the psbt could not be decoded (${(cause as Error).message}).`)
  }
  const signInputs = Array.isArray(named.signInputs) ? named.signInputs : []
  if (signInputs.length === 0) throw invalidParams('signPsbt: "signInputs" must list at least one input.')
  for (const entry of signInputs) {
    const { address, index, sighashTypes } = record(entry, 'signPsbt')
    const purpose = ownBitcoinAddress(signer, address)
    if (!purpose) throw unauthorizedAccount(String(address))
    if (typeof index !== 'number' || !Number.isInteger(index) || !psbt.data.inputs[index]) {
      throw invalidParams(`signPsbt: the psbt has no input ${JSON.stringify(index)}.`)
    }
    const allowed =
      Array.isArray(sighashTypes) && sighashTypes.length > 0 ? (sighashTypes as number[]) : undefined
    try {
      if (allowed && psbt.data.inputs[index].sighashType === undefined) {
        psbt.updateInput(index, { sighashType: allowed[0]! })
      }
      if (purpose === 'ordinals') {
        if (!psbt.data.inputs[index].tapInternalKey) {
          psbt.updateInput(index, { tapInternalKey: signer.ordinals.publicKey })
        }
        psbt.signTaprootInput(index, signer.schnorr, undefined, allowed)
      } else {
        psbt.signInput(index, signer.ecdsa, allowed)
      }
    } catch (cause) {
      throw invalidParams(`signPsbt: input ${index} could not be signed (${(cause as Error).message}).`)
    }
  }
  if (named.broadcast !== true) return { psbt: psbt.toBase64() }
  psbt.finalizeAllInputs()
  const transaction = psbt.extractTransaction()
  const txid = await broadcast(transaction.toHex())
  return { psbt: psbt.toBase64(), txid: txid || transaction.getId() }
}
