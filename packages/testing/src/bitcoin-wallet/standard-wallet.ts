import type { WalletIcon } from '@wallet-standard/base'
import { StandardDisconnect, StandardEvents } from '@wallet-standard/features'
import { type BitcoinWalletContext, visibleAccounts } from './context.js'
import { connect } from './features/connect.js'
import { disconnectAccounts } from './features/disconnect.js'
import { signMessage } from './features/sign-message.js'
import { signTransaction } from './features/sign-transaction.js'
import { BitcoinConnect, BitcoinSignMessage, BitcoinSignTransaction } from './standard-features.js'
import type { BitcoinStandardWallet } from './types.js'

/**
 * The Wallet Standard wallet over a context: the Bitcoin extension's connect, message and PSBT
 * signing, and the standard's disconnect and events. `accounts` is read live (apps read it after
 * `change`); everything else is fixed for the wallet's life, as the standard expects. No
 * `bitcoin:signAndSendTransaction`: the wallet has no node to send to, so it does not claim to.
 */
export function createStandardWallet(
  ctx: BitcoinWalletContext,
  identity: { name: string; icon: WalletIcon },
): BitcoinStandardWallet {
  return {
    version: '1.0.0',
    name: identity.name,
    icon: identity.icon,
    chains: [...ctx.chains],
    get accounts() {
      return visibleAccounts(ctx)
    },
    features: {
      [BitcoinConnect]: { version: '1.0.0', connect: (input) => connect(ctx, input) },
      [StandardDisconnect]: { version: '1.0.0', disconnect: async () => disconnectAccounts(ctx) },
      [StandardEvents]: { version: '1.0.0', on: ctx.events.on },
      [BitcoinSignMessage]: { version: '1.0.0', signMessage: (...inputs) => signMessage(ctx, inputs) },
      [BitcoinSignTransaction]: {
        version: '1.0.0',
        signTransaction: (...inputs) => signTransaction(ctx, inputs),
      },
    },
  }
}
