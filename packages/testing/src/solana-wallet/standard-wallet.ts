import {
  SolanaSignAndSendTransaction,
  SolanaSignMessage,
  SolanaSignTransaction,
  type SolanaTransactionVersion,
} from '@solana/wallet-standard-features'
import type { WalletIcon } from '@wallet-standard/base'
import { StandardConnect, StandardDisconnect, StandardEvents } from '@wallet-standard/features'
import type { SolanaWalletContext } from './context.js'
import { connect } from './features/connect.js'
import { disconnectAccount } from './features/disconnect.js'
import { signAndSendTransaction } from './features/sign-and-send-transaction.js'
import { signMessage } from './features/sign-message.js'
import { signTransaction } from './features/sign-transaction.js'
import type { SolanaStandardWallet } from './types.js'

/** What @solana/kit decodes and signs; v1 is left out until wallets and dapps use it. */
const TRANSACTION_VERSIONS: readonly SolanaTransactionVersion[] = ['legacy', 0]

/**
 * The Wallet Standard wallet over a context. `accounts` is read live (apps read it after `change`);
 * everything else is fixed for the wallet's life, as the standard expects.
 */
export function createStandardWallet(
  ctx: SolanaWalletContext,
  identity: { name: string; icon: WalletIcon },
): SolanaStandardWallet {
  return {
    version: '1.0.0',
    name: identity.name,
    icon: identity.icon,
    chains: [...ctx.chains],
    get accounts() {
      return ctx.authorization.isConnected() ? [ctx.account] : []
    },
    features: {
      [StandardConnect]: { version: '1.0.0', connect: (input) => connect(ctx, input) },
      [StandardDisconnect]: { version: '1.0.0', disconnect: async () => disconnectAccount(ctx) },
      [StandardEvents]: { version: '1.0.0', on: ctx.events.on },
      [SolanaSignMessage]: { version: '1.1.0', signMessage: (...inputs) => signMessage(ctx, inputs) },
      [SolanaSignTransaction]: {
        version: '1.0.0',
        supportedTransactionVersions: TRANSACTION_VERSIONS,
        signTransaction: (...inputs) => signTransaction(ctx, inputs),
      },
      [SolanaSignAndSendTransaction]: {
        version: '1.0.0',
        supportedTransactionVersions: TRANSACTION_VERSIONS,
        signAndSendTransaction: (...inputs) => signAndSendTransaction(ctx, inputs),
      },
    },
  }
}
