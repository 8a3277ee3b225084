import * as ecc from '@bitcoinerlab/secp256k1'
import { crypto, networks, Psbt, payments, script, type Transaction } from 'bitcoinjs-lib'

export interface FakeUtxo {
  /** The scriptPubKey the input spends from. */
  script: Uint8Array
  value: bigint
  /** For a P2SH output: the script it commits to, put in the PSBT input as a dapp would. */
  redeemScript?: Uint8Array
}

/**
 * An unsigned PSBT on regtest spending made-up outputs (no node needed: only the UTXO each input
 * names is signed over), paying all but a fee to the first UTXO's script.
 */
export function psbtSpending(utxos: readonly FakeUtxo[]): Psbt {
  const psbt = new Psbt({ network: networks.regtest })
  utxos.forEach((utxo, index) => {
    const prevTx = crypto.sha256(Uint8Array.of(index, 0x42))
    const witnessUtxo = { script: utxo.script, value: utxo.value }
    psbt.addInput({
      hash: prevTx,
      index: 1,
      witnessUtxo,
      ...(utxo.redeemScript && { redeemScript: utxo.redeemScript }),
    })
  })
  const total = utxos.reduce((sum, utxo) => sum + utxo.value, 0n)
  psbt.addOutput({ script: utxos[0]!.script, value: total - 1_000n })
  return psbt
}

/**
 * Checks every input's witness of a finished transaction against the UTXOs it spends, the way a
 * node does for P2WPKH, native or nested in P2SH (ECDSA over BIP-143), and the P2TR key path
 * (Schnorr over BIP-341), with the signature's own sighash flag. Independent of the wallet's code.
 */
export function inputSignaturesVerify(tx: Transaction, utxos: readonly FakeUtxo[]): boolean[] {
  const scripts = utxos.map((utxo) => utxo.script)
  const values = utxos.map((utxo) => utxo.value)
  return tx.ins.map(({ witness, script: scriptSig }, index) => {
    const utxo = utxos[index]!
    const program = witnessProgram(utxo.script, scriptSig)
    if (!program) return false
    if (program[0] === 0x51) {
      const [signature] = witness
      if (!signature || witness.length !== 1) return false
      const hashType = signature.length === 65 ? signature[64]! : 0
      const hash = tx.hashForWitnessV1(index, scripts, values, hashType)
      return ecc.verifySchnorr(hash, program.subarray(2), signature.subarray(0, 64))
    }
    const [encoded, publicKey] = witness
    if (!encoded || !publicKey || witness.length !== 2) return false
    if (Buffer.compare(crypto.hash160(publicKey), program.subarray(2)) !== 0) return false
    const { signature, hashType } = script.signature.decode(encoded)
    const scriptCode = payments.p2pkh({ hash: program.subarray(2) }).output!
    return ecc.verify(
      tx.hashForWitnessV0(index, scriptCode, utxo.value, hashType),
      publicKey,
      signature,
      true,
    )
  })
}

/**
 * The witness program an input runs: the output's own script, or for P2SH (OP_HASH160 <20> OP_EQUAL)
 * the script its scriptSig pushes, once that hashes to the output's. Undefined when it does not.
 */
function witnessProgram(output: Uint8Array, scriptSig: Uint8Array): Uint8Array | undefined {
  const isP2sh = output.length === 23 && output[0] === 0xa9 && output[1] === 0x14 && output[22] === 0x87
  if (!isP2sh) return scriptSig.length === 0 ? output : undefined
  const pushed = script.decompile(scriptSig)
  const redeem = pushed?.length === 1 ? pushed[0] : undefined
  if (!(redeem instanceof Uint8Array)) return undefined
  return Buffer.compare(crypto.hash160(redeem), output.subarray(2, 22)) === 0 ? redeem : undefined
}
