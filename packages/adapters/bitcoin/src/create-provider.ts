import type { Wallet } from '@wallet-standard/base'
import type { BitcoinProvider, RemoteBitcoinWallet } from './bitcoin-provider.js'
import { type WalletStandardContext, walletStandardProvider } from './wallet-standard-provider.js'
import { walletConnectProvider } from './walletconnect-provider.js'

/** Who signs: a Wallet Standard wallet, or a wallet reached over the shared WalletConnect session. */
export type BitcoinSigner = { wallet: Wallet } | { walletConnect: RemoteBitcoinWallet }

/** The provider of `signer` for the connected payment address `context.address`. */
export function createBitcoinProvider(
  signer: BitcoinSigner,
  context: WalletStandardContext,
): BitcoinProvider {
  return 'wallet' in signer
    ? walletStandardProvider(signer.wallet, context)
    : walletConnectProvider(signer.walletConnect, context)
}
