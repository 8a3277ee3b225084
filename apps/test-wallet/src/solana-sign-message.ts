import { getBase58Decoder, signBytes } from '@solana/kit'
import { unauthorizedAccount } from './rpc-error.js'
import type { SolanaSigner } from './solana-key.js'
import { decodedParam, paramsObject } from './solana-params.js'

const METHOD = 'solana_signMessage'

/**
 * WalletConnect's `solana_signMessage`: params `{ message: base58, pubkey }`, result
 * `{ signature: base58 }`, an Ed25519 signature over the message's raw bytes. `pubkey` must be this
 * wallet's account (4100 otherwise), as a wallet signs only for what it holds.
 */
export async function solanaSignMessage(
  signer: SolanaSigner,
  params: unknown,
): Promise<{ signature: string }> {
  const { message, pubkey } = paramsObject(METHOD, params, '{ message: base58, pubkey }')
  const bytes = decodedParam(METHOD, 'message', message, 'base58')
  if (pubkey !== signer.address) throw unauthorizedAccount(String(pubkey))
  const signature = await signBytes(signer.keyPair.privateKey, bytes)
  return { signature: getBase58Decoder().decode(signature) }
}
