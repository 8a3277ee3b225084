import type { CaipNetwork } from '@appkit/common'
import type { WalletConnectAccess } from '@appkit/controllers/adapter'
import type { Wallet } from '@wallet-standard/base'
import type { BitcoinMessageProtocol, BitcoinPurpose } from './wallet-features.js'

/** One of the connected wallet's addresses and what it is for. */
export interface BitcoinAccountAddress {
  address: string
  purpose: BitcoinPurpose
  /** Hex, when the wallet gives it: the compressed key (P2WPKH) or the x-only internal key (P2TR). */
  publicKey?: string
}

/** An input of the PSBT to sign, and by which of the wallet's addresses. */
export interface BitcoinSignInput {
  address: string
  index: number
  /** The sighash flag; the wallet's default (ALL, or Taproot's DEFAULT) when absent. */
  sighashTypes?: number[]
}

/**
 * What a dapp signs and sends with on Bitcoin, the same for a browser wallet (Wallet Standard)
 * and a phone wallet over WalletConnect (whose bip122 methods these mirror). PSBTs travel as
 * base64, signatures as their base64 text form, amounts in sats.
 */
export interface BitcoinProvider {
  /** The connected payment address: it pays and signs unless a call names another. */
  readonly address: string
  /** The Wallet Standard wallet, for features beyond these; absent over WalletConnect. */
  readonly wallet?: Wallet
  /** The payment address first, then the ordinals one when the wallet gave it. */
  getAccountAddresses(): Promise<BitcoinAccountAddress[]>
  /**
   * Signs a message (UTF-8 text or bytes) with `address` (default: the payment address). BIP-322
   * unless `protocol` says otherwise; a wallet that refuses BIP-322 for the account is asked for the
   * legacy ECDSA signature. Resolves with the signature in base64.
   */
  signMessage(args: {
    message: string | Uint8Array
    address?: string
    protocol?: BitcoinMessageProtocol
  }): Promise<string>
  /**
   * Signs the named inputs of a PSBT (base64). With `broadcast`, also finalizes it and sends it
   * through the network's Esplora (the wallet over WalletConnect sends it itself): `txid` is then set.
   */
  signPsbt(args: {
    psbt: string
    signInputs: BitcoinSignInput[]
    broadcast?: boolean
  }): Promise<{ psbt: string; txid?: string }>
  /** Sends `amount` sats (a bigint, or a string of digits) to `recipient`; resolves with the txid. */
  sendTransfer(args: { recipient: string; amount: bigint | string }): Promise<string>
}

/** A wallet reached by requests in WalletConnect's bip122 format: the other side of the shared session. */
export type RemoteBitcoinWallet = Pick<WalletConnectAccess, 'request' | 'getProvider'>

export interface BitcoinProviderContext {
  /** The payment address. */
  address: string
  /** The network requests go to, read at each request. */
  network(): CaipNetwork
  /** Where that network is read and sent to (esplora-url.ts). */
  esploraUrlOf(network: CaipNetwork): string
}
