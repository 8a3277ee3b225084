import { decodeBase58, encodeBase58, InvalidWalletResponseError } from '@appkit/common'
import type { WalletConnectAccess } from '@appkit/controllers'
import type { Wallet } from '@wallet-standard/base'
import { featureOf } from './wallet-features.js'

const utf8 = (text: string) => new TextEncoder().encode(text)

/** A Solana signature: 64 bytes, base58 as everywhere on Solana. */
function signatureText(bytes: unknown, from: string): string {
  if (!(bytes instanceof Uint8Array) || bytes.length !== 64) {
    throw new InvalidWalletResponseError({ details: `${from} answered without a 64-byte signature` })
  }
  return encodeBase58(bytes)
}

/** Signs `message` (UTF-8) with the wallet's account `address`; resolves with the base58 signature. */
export async function signMessageWithWallet(
  wallet: Wallet,
  address: string,
  message: string,
): Promise<string> {
  const sign = featureOf(wallet, 'solana:signMessage')
  const account = wallet.accounts.find((candidate) => candidate.address === address)
  if (!sign || !account) {
    throw new InvalidWalletResponseError({ details: `${wallet.name} cannot sign messages for ${address}` })
  }
  const [signed] = await sign.signMessage({ account, message: utf8(message) })
  return signatureText(signed?.signature, 'solana:signMessage')
}

/**
 * `solana_signMessage` over the shared session: the message and the signature travel as base58
 * (WalletConnect's Solana format).
 */
export async function signMessageOverWalletConnect(
  wc: WalletConnectAccess,
  address: string,
  message: string,
  chainId?: string,
): Promise<string> {
  const answer = await wc.request<{ signature?: unknown }>(
    { method: 'solana_signMessage', params: { message: encodeBase58(utf8(message)), pubkey: address } },
    chainId,
  )
  const signature = answer?.signature
  if (typeof signature !== 'string') {
    throw new InvalidWalletResponseError({ details: 'solana_signMessage answered without a signature' })
  }
  return signatureText(decodeBase58(signature), 'solana_signMessage')
}
