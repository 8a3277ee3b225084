import { decodeBase58, InvalidWalletResponseError } from '@appkit/common'
import { getTransactionDecoder, getTransactionEncoder, type Transaction } from '@solana/kit'
import type { RemoteSolanaWallet } from '../solana-provider-types.js'
import { fromBase64, toBase64 } from './wire.js'

/**
 * `solana_signTransaction` over the shared session. Wallets answer with the signed transaction, or
 * with only the signer's signature, which then goes into the signer's slot of the asked one.
 */
export async function signOverWalletConnect(
  session: RemoteSolanaWallet,
  transaction: Uint8Array,
  signer: string,
  chainId: string,
): Promise<Uint8Array> {
  const answer = await session.request<{ signature?: unknown; transaction?: unknown }>(
    { method: 'solana_signTransaction', params: { transaction: toBase64(transaction) } },
    chainId,
  )
  const { signature, transaction: signed } = answer ?? {}
  if (typeof signed === 'string') return fromBase64(signed)
  if (typeof signature !== 'string') {
    throw new InvalidWalletResponseError({ details: 'solana_signTransaction answered without a signature' })
  }
  const asked = getTransactionDecoder().decode(transaction)
  if (!(signer in asked.signatures)) {
    throw new InvalidWalletResponseError({ details: `${signer} is not a signer of the transaction` })
  }
  const signatures = { ...asked.signatures, [signer]: decodeBase58(signature) }
  return new Uint8Array(getTransactionEncoder().encode({ ...asked, signatures } as Transaction))
}
