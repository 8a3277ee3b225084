import { InvalidAddressError } from '@appkit/common'
import { address, type Network } from 'bitcoinjs-lib'

/** The kinds of output a send pays to or spends; each has its own size (tx-size.ts). */
export type OutputKind = 'p2pkh' | 'p2sh' | 'p2wpkh' | 'p2wsh' | 'p2tr'

export interface OutputScript {
  kind: OutputKind
  script: Uint8Array
}

function kindOf(script: Uint8Array): OutputKind | undefined {
  const [first, second] = script
  if (script.length === 25 && first === 0x76 && second === 0xa9) return 'p2pkh'
  if (script.length === 23 && first === 0xa9) return 'p2sh'
  if (script.length === 22 && first === 0x00 && second === 0x14) return 'p2wpkh'
  if (script.length === 34 && first === 0x00 && second === 0x20) return 'p2wsh'
  if (script.length === 34 && first === 0x51 && second === 0x20) return 'p2tr'
  return undefined
}

/**
 * The output script an address of `network` pays to, checksum and network verified (spec §5's
 * 'Invalid address' otherwise): bech32 on bc, tb or bcrt, and base58 P2PKH/P2SH where the
 * network's versions allow. Future SegWit versions are refused: nothing could spend them yet.
 */
export function outputScriptOf(value: string, network: Network): OutputScript {
  let script: Uint8Array
  try {
    script = address.toOutputScript(value, network)
  } catch (cause) {
    throw new InvalidAddressError({ details: `${value} is not an address of this network`, cause })
  }
  const kind = kindOf(script)
  if (!kind)
    throw new InvalidAddressError({ details: `${value} is of an output type that cannot be spent yet` })
  return { kind, script }
}
