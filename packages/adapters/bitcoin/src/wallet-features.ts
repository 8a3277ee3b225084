import type { Wallet, WalletAccount } from '@wallet-standard/base'
import type {
  StandardConnectFeature,
  StandardDisconnectFeature,
  StandardEventsFeature,
} from '@wallet-standard/features'

// The Bitcoin extension of Wallet Standard (the ExodusMovement definition wallet-standard points
// to), written out here: no package publishes its types. `protocol` and `finalize` are the
// extensions wallets add (the names of WalletConnect's bip122 `signMessage`, and ours).

export type BitcoinPurpose = 'payment' | 'ordinals'
/** `bip322`: BIP-322 "simple"; `ecdsa`: the legacy "Bitcoin Signed Message". */
export type BitcoinMessageProtocol = 'bip322' | 'ecdsa'

/** A Wallet Standard account as Bitcoin wallets give it: most also say what it is for. */
export type BitcoinWalletAccount = WalletAccount & { readonly purpose?: string }

interface BitcoinConnect {
  connect(input: { purposes: readonly BitcoinPurpose[] }): Promise<{ accounts: readonly WalletAccount[] }>
}

interface BitcoinSignMessage {
  signMessage(
    ...inputs: { account: WalletAccount; message: Uint8Array; protocol?: BitcoinMessageProtocol }[]
  ): Promise<readonly { signedMessage?: Uint8Array; signature?: unknown }[]>
}

export interface BitcoinInputToSign {
  account: WalletAccount
  signingIndexes: number[]
  sigHash?: number
}

interface BitcoinSignTransaction {
  signTransaction(
    ...inputs: {
      psbt: Uint8Array
      chain?: string
      inputsToSign: BitcoinInputToSign[]
      finalize?: boolean
    }[]
  ): Promise<readonly { signedPsbt?: unknown }[]>
}

type Features = StandardConnectFeature &
  StandardDisconnectFeature &
  StandardEventsFeature & {
    'bitcoin:connect': BitcoinConnect
    'bitcoin:signMessage': BitcoinSignMessage
    'bitcoin:signTransaction': BitcoinSignTransaction
  }

/** One of the wallet's features, typed, or undefined when the wallet lacks it. */
export function featureOf<K extends keyof Features>(wallet: Wallet, name: K): Features[K] | undefined {
  return (wallet.features as Partial<Features>)[name]
}
