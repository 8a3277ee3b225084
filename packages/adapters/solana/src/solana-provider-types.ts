import type { WalletConnectAccess } from '@appkit/controllers/adapter'
import type { Wallet } from '@wallet-standard/base'
import type { SolanaPreflightCommitment } from './commitment.js'

/**
 * What a dapp signs with on Solana, the same for a browser wallet (Wallet Standard) and a phone
 * wallet over WalletConnect. Transactions travel as wire bytes, as @solana/kit's transaction
 * encoder writes them; signatures as 64 bytes, or base58 for a sent transaction's id.
 */
export interface SolanaProvider {
  /** The connected account (base58): it signs everything asked here. */
  readonly address: string
  /** The Wallet Standard wallet, for features beyond these; absent over WalletConnect. */
  readonly wallet?: Wallet
  signMessage(message: Uint8Array): Promise<Uint8Array>
  signTransaction(transaction: Uint8Array): Promise<Uint8Array>
  /**
   * Signs and sends on the dapp's current Solana network; resolves with the signature (base58).
   * The wallet sends when it can; otherwise it signs, the transaction is checked to be the one
   * asked, and it goes through the network's RPC. `preflightCommitment` defaults to the adapter's.
   */
  signAndSendTransaction(
    transaction: Uint8Array,
    options?: { preflightCommitment?: SolanaPreflightCommitment },
  ): Promise<string>
}

/**
 * Who signs: a Wallet Standard wallet, or a wallet reached by requests in WalletConnect's Solana
 * format (the other side of the shared session, or the embedded wallet's secure site).
 */
export type RemoteSolanaWallet = Pick<WalletConnectAccess, 'request'>
