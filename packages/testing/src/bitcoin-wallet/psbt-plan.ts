import { address, type Network, Psbt, Transaction } from 'bitcoinjs-lib'
import { toHex } from './bytes.js'
import type { BitcoinWalletContext } from './context.js'
import { BitcoinInvalidInputError } from './errors.js'
import { requireAccount } from './inputs.js'
import type { KeyringEntry } from './keyring.js'
import { requestedSighash } from './sighash.js'
import type { BitcoinAddressPurpose } from './standard-features.js'

/** One PSBT input the wallet will sign, with which of the key's accounts and which sighash flag. */
export interface SigningStep {
  readonly index: number
  readonly purpose: BitcoinAddressPurpose
  readonly sighashType: number
}

export interface SigningPlan {
  readonly entry: KeyringEntry
  readonly steps: readonly SigningStep[]
}

/** The PSBT's bytes as a bitcoinjs-lib Psbt, or an invalid-input error saying why not. */
export function decodePsbt(bytes: Uint8Array, network: Network): Psbt {
  try {
    return Psbt.fromBuffer(bytes, { network })
  } catch (cause) {
    const reason = cause instanceof Error ? cause.message : String(cause)
    throw new BitcoinInvalidInputError(`the psbt could not be decoded (${reason}).`)
  }
}

/**
 * Checks `inputsToSign` against the PSBT before anyone is asked: each account one the dapp holds,
 * each index an input that exists, is not finalized, is named once, and spends from that account's
 * own script (with its redeem script, for a nested SegWit address); and a sighash this wallet signs
 * with. Returns what to sign.
 */
export function planSigning(ctx: BitcoinWalletContext, psbt: Psbt, inputsToSign: unknown): SigningPlan {
  if (!Array.isArray(inputsToSign) || inputsToSign.length === 0) {
    throw new BitcoinInvalidInputError('inputsToSign must name at least one account and input.')
  }
  const steps: SigningStep[] = []
  for (const request of inputsToSign as unknown[]) {
    const { account, signingIndexes, sigHash } = (request ?? {}) as Record<string, unknown>
    const { entry, purpose } = requireAccount(ctx, account)
    if (!Array.isArray(signingIndexes) || signingIndexes.length === 0) {
      throw new BitcoinInvalidInputError('signingIndexes must list at least one input index.')
    }
    for (const index of signingIndexes as unknown[]) {
      const step = checkInput(ctx.network, psbt, index, steps, entry, purpose)
      steps.push({ ...step, sighashType: sighashFor(psbt, step.index, sigHash, purpose) })
    }
  }
  if (steps.some((step) => step.purpose === 'ordinals')) requireEveryUtxo(psbt)
  return { entry: ctx.keyring.current(), steps }
}

function checkInput(
  network: Network,
  psbt: Psbt,
  index: unknown,
  earlier: readonly SigningStep[],
  entry: KeyringEntry,
  purpose: BitcoinAddressPurpose,
): { index: number; purpose: BitcoinAddressPurpose } {
  if (typeof index !== 'number' || !Number.isInteger(index) || index < 0 || index >= psbt.inputCount) {
    throw new BitcoinInvalidInputError(
      `signing index ${JSON.stringify(index)} is not an input of the psbt (it has ${psbt.inputCount}).`,
    )
  }
  if (earlier.some((step) => step.index === index)) {
    throw new BitcoinInvalidInputError(`input ${index} is named more than once.`)
  }
  const input = psbt.data.inputs[index]!
  if (input.finalScriptWitness || input.finalScriptSig) {
    throw new BitcoinInvalidInputError(`input ${index} is already finalized.`)
  }
  const spent = utxoScript(psbt, index)
  const own = entry.key[purpose]
  if (!spent) throw new BitcoinInvalidInputError(`input ${index} has no witnessUtxo or nonWitnessUtxo.`)
  if (toHex(spent) !== toHex(own.script)) {
    throw new BitcoinInvalidInputError(
      `input ${index} spends from ${describeScript(spent, network)}, not from the ${purpose} address ${own.address}.`,
    )
  }
  if (own.redeemScript) checkRedeemScript(input.redeemScript, own.redeemScript, index, own.address)
  if (
    purpose === 'ordinals' &&
    input.tapInternalKey &&
    toHex(input.tapInternalKey) !== toHex(own.publicKey)
  ) {
    throw new BitcoinInvalidInputError(
      `input ${index} names another tapInternalKey than the ordinals account's.`,
    )
  }
  return { index, purpose }
}

/**
 * A P2SH output names only its script's hash: a signer needs the script itself, which the PSBT
 * input carries (BIP-174's redeemScript). Without it no wallet can sign, so the dapp hears so first.
 */
function checkRedeemScript(
  carried: Uint8Array | undefined,
  own: Uint8Array,
  index: number,
  address: string,
): void {
  if (!carried) {
    throw new BitcoinInvalidInputError(
      `input ${index} spends the nested SegWit address ${address} but carries no redeemScript.`,
    )
  }
  if (toHex(carried) !== toHex(own)) {
    throw new BitcoinInvalidInputError(
      `input ${index} carries the redeemScript ${toHex(carried)}, not ${address}'s ${toHex(own)}.`,
    )
  }
}

/** The flag asked for; it must agree with one the PSBT input already carries. */
function sighashFor(psbt: Psbt, index: number, sigHash: unknown, purpose: BitcoinAddressPurpose): number {
  const carried = psbt.data.inputs[index]!.sighashType
  const flag = requestedSighash(sigHash ?? carried, purpose)
  if (carried !== undefined && carried !== flag) {
    throw new BitcoinInvalidInputError(
      `input ${index} carries sighash ${carried}, but ${flag} was asked for.`,
    )
  }
  return flag
}

/** BIP-341 signatures commit to every input's amount and script, so each input must say what it spends. */
function requireEveryUtxo(psbt: Psbt): void {
  for (let index = 0; index < psbt.inputCount; index++) {
    if (!utxoScript(psbt, index)) {
      throw new BitcoinInvalidInputError(
        `a Taproot signature needs every input's UTXO; input ${index} has none.`,
      )
    }
  }
}

function utxoScript(psbt: Psbt, index: number): Uint8Array | undefined {
  const input = psbt.data.inputs[index]!
  if (input.witnessUtxo) return input.witnessUtxo.script
  if (!input.nonWitnessUtxo) return undefined
  try {
    return Transaction.fromBuffer(input.nonWitnessUtxo).outs[psbt.txInputs[index]!.index]?.script
  } catch {
    return undefined
  }
}

function describeScript(script: Uint8Array, network: Network): string {
  try {
    return address.fromOutputScript(script, network)
  } catch {
    return `the script ${toHex(script)}`
  }
}
