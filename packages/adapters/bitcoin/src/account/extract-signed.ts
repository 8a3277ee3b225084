import { InvalidWalletResponseError } from '@appkit/common'
import { type Network, Psbt, type Transaction } from 'bitcoinjs-lib'
import { toHex } from '../bytes.js'

/** The PSBT's bytes as a Psbt, or `error` (the wallet's answer, or the dapp's input) saying why not. */
export function decodePsbt(bytes: Uint8Array, network: Network, what: string): Psbt {
  try {
    return Psbt.fromBuffer(bytes, { network })
  } catch (cause) {
    throw new InvalidWalletResponseError({ details: `${what} is not a PSBT`, cause })
  }
}

const unsignedTransaction = (psbt: Psbt) => toHex(psbt.data.globalMap.unsignedTx.toBuffer())

/**
 * The transaction a wallet signed, ready to broadcast: checked to be the one asked (the same
 * inputs and outputs: a wallet must not change what the user was shown), every input finalized
 * (a wallet may return it signed but not finalized; BIP-174 keeps the roles apart), then extracted.
 */
export function extractSigned(asked: Psbt, signedBytes: Uint8Array, network: Network): Transaction {
  const signed = decodePsbt(signedBytes, network, 'the signed PSBT')
  if (unsignedTransaction(signed) !== unsignedTransaction(asked)) {
    throw new InvalidWalletResponseError({
      details: 'the wallet signed another transaction than the one asked',
    })
  }
  signed.data.inputs.forEach((input, index) => {
    if (input.finalScriptWitness || input.finalScriptSig) return
    try {
      signed.finalizeInput(index)
    } catch (cause) {
      throw new InvalidWalletResponseError({ details: `input ${index} came back without a signature`, cause })
    }
  })
  return signed.extractTransaction()
}
