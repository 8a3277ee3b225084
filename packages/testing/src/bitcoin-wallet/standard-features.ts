import type { IdentifierString, WalletAccount } from '@wallet-standard/base'

// The Bitcoin features of Wallet Standard as ExodusMovement/bitcoin-wallet-standard defines them
// (the definition wallet-standard's extensions/bitcoin.md points to), written out here rather than
// installed. Where wallets extend them (`protocol`, MetaMask's optional `chain` and sigHash names,
// `finalize`), the extension is marked.

export const BitcoinConnect = 'bitcoin:connect'
export const BitcoinSignMessage = 'bitcoin:signMessage'
export const BitcoinSignTransaction = 'bitcoin:signTransaction'

/** What kind of address an account has: `payment` P2WPKH (native or nested in P2SH), `ordinals` P2TR. */
export type BitcoinAddressPurpose = 'payment' | 'ordinals'

export interface BitcoinConnectInput {
  readonly purposes: readonly BitcoinAddressPurpose[]
}

export interface BitcoinConnectOutput {
  /** One account per purpose, in the order the purposes were asked for. */
  readonly accounts: readonly WalletAccount[]
}

export type BitcoinConnectFeature = {
  readonly [BitcoinConnect]: {
    readonly version: '1.0.0'
    readonly connect: (input: BitcoinConnectInput) => Promise<BitcoinConnectOutput>
  }
}

/** `bip322`: BIP-322 "simple"; `ecdsa`: the legacy "Bitcoin Signed Message" (BIP-137 header). */
export type BitcoinMessageProtocol = 'bip322' | 'ecdsa'

export interface BitcoinSignMessageInput {
  readonly account: WalletAccount
  readonly message: Uint8Array
  /** Extension (the name and values WalletConnect's bip122 signMessage uses). Default `bip322`. */
  readonly protocol?: BitcoinMessageProtocol
}

export interface BitcoinSignMessageOutput {
  /** The message bytes as given: the protocol's prefix or tagged hash is part of the signing. */
  readonly signedMessage: Uint8Array
  /** bip322: the consensus-encoded witness stack; ecdsa: 65 bytes, header first. Base64 of these is the text form. */
  readonly signature: Uint8Array
}

export type BitcoinSignMessageFeature = {
  readonly [BitcoinSignMessage]: {
    readonly version: '1.0.0'
    readonly signMessage: (
      ...inputs: readonly BitcoinSignMessageInput[]
    ) => Promise<readonly BitcoinSignMessageOutput[]>
  }
}

/** A sighash flag as a number (Exodus) or by name (MetaMask). */
export type BitcoinSigHash = number | 'ALL' | 'DEFAULT'

export interface InputToSign {
  readonly account: WalletAccount
  /** Indexes of the PSBT inputs this account signs. */
  readonly signingIndexes: readonly number[]
  readonly sigHash?: BitcoinSigHash
}

export interface BitcoinSignTransactionInput {
  /** The PSBT (BIP-174), as raw bytes. */
  readonly psbt: Uint8Array
  /** Required by Exodus's definition, optional in MetaMask's; checked against the wallet's chains when given. */
  readonly chain?: IdentifierString
  readonly inputsToSign: readonly InputToSign[]
  /** Extension: also finalize the inputs this call signs. Default false: the PSBT comes back signed only. */
  readonly finalize?: boolean
}

export interface BitcoinSignTransactionOutput {
  readonly signedPsbt: Uint8Array
}

export type BitcoinSignTransactionFeature = {
  readonly [BitcoinSignTransaction]: {
    readonly version: '1.0.0'
    readonly signTransaction: (
      ...inputs: readonly BitcoinSignTransactionInput[]
    ) => Promise<readonly BitcoinSignTransactionOutput[]>
  }
}
