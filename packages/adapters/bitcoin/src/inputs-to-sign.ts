import { getRpcErrorMessage, RpcError } from '@appkit/common'
import type { WalletAccount } from '@wallet-standard/base'
import type { BitcoinSignInput } from './bitcoin-provider.js'
import type { BitcoinInputToSign } from './wallet-features.js'

const invalid = (details: string) => new RpcError(-32602, getRpcErrorMessage(-32602)!, { details })

/**
 * WalletConnect-style inputs to sign (one entry per input) as `bitcoin:signTransaction`'s
 * `inputsToSign` (one entry per account and sighash, listing its input indexes), in the order the
 * accounts first appear. Each address must be one of the connected accounts (`accountOf`).
 */
export function inputsToSign(
  inputs: readonly BitcoinSignInput[],
  accountOf: (address: string) => WalletAccount,
): BitcoinInputToSign[] {
  if (!Array.isArray(inputs) || inputs.length === 0) throw invalid('signInputs must name at least one input')
  const groups = new Map<string, BitcoinInputToSign>()
  for (const input of inputs) {
    const { address, index, sighashTypes } = input ?? ({} as BitcoinSignInput)
    if (typeof address !== 'string') throw invalid('each of signInputs needs an address')
    if (!Number.isSafeInteger(index) || index < 0) throw invalid(`input index ${String(index)} is not one`)
    const sigHash = sighashTypes?.[0]
    const key = `${address}\n${sigHash ?? ''}`
    const group: BitcoinInputToSign = groups.get(key) ?? {
      account: accountOf(address),
      signingIndexes: [],
      ...(sigHash === undefined ? {} : { sigHash }),
    }
    group.signingIndexes.push(index)
    groups.set(key, group)
  }
  return [...groups.values()]
}
