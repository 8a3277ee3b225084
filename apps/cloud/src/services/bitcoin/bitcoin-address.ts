import { address, type Network } from 'bitcoinjs-lib'
import './ecc.js'

/**
 * An address as the ledger stores and looks it up: the one spelling bitcoinjs-lib writes for its
 * script (bech32 lowercase), so `BCRT1Q…` and `bcrt1q…` are one account. Undefined when it is not
 * an address of `network`.
 */
export function canonicalAddress(value: string, network: Network): string | undefined {
  try {
    return address.fromOutputScript(address.toOutputScript(value, network), network)
  } catch {
    return undefined
  }
}

/** The address a script pays to, or null (OP_RETURN, bare multisig, anything without one). */
export function addressOfScript(script: Uint8Array, network: Network): string | null {
  try {
    return address.fromOutputScript(script, network)
  } catch {
    return null
  }
}

/** Esplora's `scriptpubkey_type` names. */
export type ScriptType = 'p2pkh' | 'p2sh' | 'v0_p2wpkh' | 'v0_p2wsh' | 'v1_p2tr' | 'op_return' | 'unknown'

const OP_RETURN = 0x6a

/** Which kind of output a script is, by its template. */
export function scriptType(script: Uint8Array): ScriptType {
  const [first, second] = script
  if (script.length === 22 && first === 0x00 && second === 0x14) return 'v0_p2wpkh'
  if (script.length === 34 && first === 0x00 && second === 0x20) return 'v0_p2wsh'
  if (script.length === 34 && first === 0x51 && second === 0x20) return 'v1_p2tr'
  if (
    script.length === 25 &&
    first === 0x76 &&
    second === 0xa9 &&
    script[2] === 0x14 &&
    script[23] === 0x88 &&
    script[24] === 0xac
  ) {
    return 'p2pkh'
  }
  if (script.length === 23 && first === 0xa9 && second === 0x14 && script[22] === 0x87) return 'p2sh'
  if (first === OP_RETURN) return 'op_return'
  return 'unknown'
}
