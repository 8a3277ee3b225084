import { createApprovals } from '../shared/approvals.js'
import { createChangeEvents } from '../shared/change-events.js'
import { pageStorage } from '../shared/page-storage.js'
import { registerStandardWallet } from '../shared/register-standard-wallet.js'
import { registerWallet, unregisterWallet } from '../shared/registry.js'
import { createAuthorization } from './authorization.js'
import type { BitcoinWalletContext } from './context.js'
import { BitcoinUserRejectedError } from './errors.js'
import { disconnectAccounts } from './features/disconnect.js'
import { switchAccount } from './features/switch-account.js'
import { createKeyring } from './keyring.js'
import { resolveOptions } from './options.js'
import { createStandardWallet } from './standard-wallet.js'
import type { BitcoinTestWallet, BitcoinTestWalletOptions } from './types.js'

/**
 * Installs a Wallet Standard Bitcoin wallet in the page: payment (P2WPKH, or P2SH-P2WPKH with
 * `paymentType: 'p2sh-p2wpkh'`) and ordinals (P2TR)
 * accounts of fixed keys, signing messages (BIP-322, legacy ECDSA) and PSBTs; registered with the
 * page's Wallet Standard apps and put, with the test's handle, at `window.__appkitTestWallets[rdns]`.
 * Synchronous: the keys are plain JavaScript secp256k1, nothing to await.
 */
export function installBitcoinTestWallet(options: BitcoinTestWalletOptions = {}): BitcoinTestWallet {
  const resolved = resolveOptions(options)
  const ctx: BitcoinWalletContext = {
    keyring: createKeyring(resolved.privateKeys, resolved.network, resolved.chains, resolved.paymentType),
    chains: resolved.chains,
    network: resolved.network,
    authorization: createAuthorization(pageStorage(), resolved.storageKey),
    approvals: createApprovals(resolved.mode, () => new BitcoinUserRejectedError()),
    events: createChangeEvents(),
  }
  const standardWallet = createStandardWallet(ctx, resolved)
  const { approvals, authorization } = ctx

  let unregisterStandard = () => {}
  const wallet: BitcoinTestWallet = {
    info: { name: resolved.name, rdns: resolved.rdns, icon: resolved.icon },
    chains: resolved.chains,
    standardWallet,
    addresses() {
      const { payment, ordinals } = ctx.keyring.current().accounts
      return { payment: payment.address, ordinals: ordinals.address }
    },
    approvedPurposes: authorization.purposes,
    isConnected: authorization.isConnected,
    switchAccount: (index) => switchAccount(ctx, index),
    pending: approvals.pending,
    approve: approvals.approve,
    reject: approvals.reject,
    setMode: approvals.setMode,
    mode: approvals.mode,
    subscribe: approvals.subscribe,
    waitForPending: approvals.waitForPending,
    disconnect: () => disconnectAccounts(ctx),
    uninstall() {
      unregisterStandard()
      unregisterWallet(wallet)
    },
  }
  // In the registry before any app hears of it, so a test reacting to the registration can already drive it.
  registerWallet(wallet)
  unregisterStandard = registerStandardWallet(standardWallet)
  return wallet
}
