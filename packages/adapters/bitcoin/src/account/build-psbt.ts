import { type Network, Psbt, payments } from 'bitcoinjs-lib'
import { UnsupportedAddressTypeError } from '../errors.js'
import type { Selection } from './coin-selection.js'
import type { OutputScript } from './output-script.js'

/** Opts in to replace-by-fee (BIP-125), as wallets do: a stuck send can be bumped. */
const SEQUENCE_RBF = 0xfffffffd

export interface TransferPlan {
  network: Network
  selection: Selection
  /** The sender's output script (P2WPKH or P2TR): what each input spends, and where change goes. */
  sender: OutputScript
  /** For a P2TR sender, its x-only internal key, when known. */
  tapInternalKey?: Uint8Array
  /** For a P2SH-P2WPKH sender, the P2WPKH script its address wraps. */
  redeemScript?: Uint8Array
  recipient: OutputScript
  amount: bigint
}

/**
 * The unsigned PSBT (version 2) of a transfer: the selected outputs as inputs, each with its
 * witnessUtxo (BIP-143 and BIP-341 signatures commit to the amounts spent) and, on P2TR, the
 * internal key the wallet tweaks, on P2SH-P2WPKH the redeem script the input must reveal; the
 * recipient first, then the change back to the sender.
 */
export function buildTransferPsbt(plan: TransferPlan): Psbt {
  const { network, selection, sender, recipient, amount, tapInternalKey, redeemScript } = plan
  const psbt = new Psbt({ network })
  psbt.setVersion(2)
  for (const utxo of selection.inputs) {
    psbt.addInput({
      hash: utxo.txid,
      index: utxo.vout,
      sequence: SEQUENCE_RBF,
      witnessUtxo: { script: sender.script, value: utxo.value },
      ...(sender.kind === 'p2tr' && tapInternalKey ? { tapInternalKey } : {}),
      ...(redeemScript ? { redeemScript } : {}),
    })
  }
  psbt.addOutput({ script: recipient.script, value: amount })
  if (selection.change > 0n) psbt.addOutput({ script: sender.script, value: selection.change })
  return psbt
}

/**
 * The x-only internal key of a P2TR sender from the key its wallet account gives (32 bytes, or a
 * 33-byte compressed key), when it is the key the address was made from (BIP-86: no script
 * tree). Otherwise undefined: the wallet adds its own key when it signs.
 */
export function taprootInternalKey(
  publicKey: Uint8Array | undefined,
  sender: OutputScript,
  network: Network,
): Uint8Array | undefined {
  if (sender.kind !== 'p2tr' || !publicKey) return undefined
  const xOnly = publicKey.length === 33 ? publicKey.slice(1) : publicKey.length === 32 ? publicKey : undefined
  if (!xOnly) return undefined
  try {
    const { output } = payments.p2tr({ internalPubkey: xOnly, network })
    return output && sameBytes(output, sender.script) ? xOnly : undefined
  } catch {
    // Not a point on the curve: no key to name.
    return undefined
  }
}

/**
 * The P2WPKH script a nested SegWit sender's address wraps, from the key its wallet account gives:
 * the address must be the P2SH of that script. Throws UnsupportedAddressTypeError otherwise (no
 * key, or a P2SH address that is not this key's nested SegWit: another script we cannot spend).
 */
export function nestedRedeemScript(
  from: { address: string; publicKey?: Uint8Array },
  sender: OutputScript,
  network: Network,
): Uint8Array {
  let redeem: Uint8Array | undefined
  try {
    const p2wpkh = from.publicKey ? payments.p2wpkh({ pubkey: from.publicKey, network }).output : undefined
    const wrapped = p2wpkh && payments.p2sh({ redeem: { output: p2wpkh }, network }).output
    if (wrapped && sameBytes(wrapped, sender.script)) redeem = p2wpkh
  } catch {
    // Not a compressed key on the curve: nothing it wraps.
  }
  if (!redeem) {
    throw new UnsupportedAddressTypeError({
      details: `${from.address}: a P2SH address is spent as nested SegWit of the wallet's key, which does not make it`,
    })
  }
  return redeem
}

const sameBytes = (a: Uint8Array, b: Uint8Array) =>
  a.length === b.length && a.every((byte, i) => byte === b[i])
