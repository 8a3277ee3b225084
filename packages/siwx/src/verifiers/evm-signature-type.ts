import type { SiwxSession } from '@appkit/controllers'
import { type Hex, isAddress, isAddressEqual, isErc6492Signature, isHex, recoverMessageAddress } from 'viem'

/** CAIP-74's signature types for eip155, plus ERC-6492's wrapper of a not yet deployed account's. */
export type EvmSignatureType = 'eip191' | 'eip1271' | 'eip6492'

/**
 * Which kind of signature a verified EVM session carries, worked out offline: ERC-6492's magic
 * suffix, else `eip191` when the message's signer recovers to the account (an EOA), else
 * `eip1271` (a deployed contract account vouched for it). Only meaningful after verification.
 */
export async function evmSignatureType(session: SiwxSession): Promise<EvmSignatureType> {
  const signature = session.signature
  if (!isHex(signature)) return 'eip1271'
  if (isErc6492Signature(signature)) return 'eip6492'
  const address = session.data.accountAddress
  const account = address.startsWith('0x') ? address : `0x${address}`
  if (!isAddress(account, { strict: false })) return 'eip1271'
  try {
    const signer = await recoverMessageAddress({ message: session.message, signature: signature as Hex })
    if (isAddressEqual(signer, account)) return 'eip191'
  } catch {
    // Not a 65-byte ECDSA signature: contract accounts sign in any format they like.
  }
  return 'eip1271'
}
