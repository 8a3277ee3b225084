import type { Psbt } from 'bitcoinjs-lib'
import { BitcoinInvalidInputError } from './errors.js'
import type { SigningPlan } from './psbt-plan.js'
import { defaultSighash } from './sighash.js'

/**
 * Signs the planned inputs of `psbt` in place: P2WPKH, native or nested in P2SH (bitcoinjs-lib
 * reads the input's redeemScript), with ECDSA (a partialSig), P2TR's key path
 * with Schnorr by the tweaked key (tapKeySig). The internal key is added to a P2TR input that lacks
 * it, as wallets do: the finalizer and other signers read it from there.
 *
 * Finalizing is left to the dapp unless it asks (`finalize`): a signer that finalizes closes the
 * inputs to anyone else who must still sign (BIP-174's Signer and Finalizer are separate roles),
 * so the wallet returns a signed PSBT, as the standard's `signedPsbt` says, and the dapp finalizes.
 */
export function signPsbt(psbt: Psbt, { entry, steps }: SigningPlan, finalize: boolean): void {
  const { key } = entry
  for (const { index, purpose, sighashType } of steps) {
    try {
      const input = psbt.data.inputs[index]!
      // bitcoinjs-lib signs with the flag the input carries, its default otherwise.
      if (input.sighashType === undefined && sighashType !== defaultSighash(purpose)) {
        psbt.updateInput(index, { sighashType })
      }
      if (purpose === 'ordinals') {
        if (!input.tapInternalKey) psbt.updateInput(index, { tapInternalKey: key.ordinals.publicKey })
        psbt.signTaprootInput(index, key.taprootSigner, undefined, [sighashType])
      } else {
        psbt.signInput(index, key.signer, [sighashType])
      }
      if (finalize) psbt.finalizeInput(index)
    } catch (cause) {
      // The plan checked what can be checked; what is left (e.g. a UTXO amount that does not
      // parse) is still the dapp's input, and is said so.
      const reason = cause instanceof Error ? cause.message : String(cause)
      throw new BitcoinInvalidInputError(`input ${index} could not be signed (${reason}).`)
    }
  }
}
