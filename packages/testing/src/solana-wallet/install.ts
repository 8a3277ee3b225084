import { createApprovals } from '../shared/approvals.js'
import { createChangeEvents } from '../shared/change-events.js'
import { pageStorage } from '../shared/page-storage.js'
import { registerStandardWallet } from '../shared/register-standard-wallet.js'
import { registerWallet, unregisterWallet } from '../shared/registry.js'
import { createWalletAccount } from './account.js'
import { createAuthorization } from './authorization.js'
import type { SolanaWalletContext } from './context.js'
import { SolanaUserRejectedError } from './errors.js'
import { disconnectAccount } from './features/disconnect.js'
import { loadSolanaKey } from './key.js'
import { resolveOptions } from './options.js'
import { createStandardWallet } from './standard-wallet.js'
import type { SolanaTestWallet, SolanaTestWalletOptions } from './types.js'

/**
 * Installs a Wallet Standard Solana wallet in the page: a key from a seed, signing with WebCrypto
 * Ed25519, sending to `rpcUrl`; registered with the page's Wallet Standard apps and put, with the
 * test's handle, at `window.__appkitTestWallets[rdns]`. Async because importing the key into
 * WebCrypto is; the wallet is registered when the promise resolves.
 */
export async function installSolanaTestWallet(options: SolanaTestWalletOptions): Promise<SolanaTestWallet> {
  const resolved = resolveOptions(options)
  const key = await loadSolanaKey(resolved.seed)
  const ctx: SolanaWalletContext = {
    key,
    account: createWalletAccount(key, resolved.chains),
    chains: resolved.chains,
    authorization: createAuthorization(pageStorage(), resolved.storageKey),
    approvals: createApprovals(resolved.mode, () => new SolanaUserRejectedError()),
    events: createChangeEvents(),
    rpcUrl: resolved.rpcUrl,
  }
  const standardWallet = createStandardWallet(ctx, resolved)
  const { approvals, authorization } = ctx

  let unregisterStandard = () => {}
  const wallet: SolanaTestWallet = {
    address: key.address,
    publicKey: key.publicKey,
    info: { name: resolved.name, rdns: resolved.rdns, icon: resolved.icon },
    chains: resolved.chains,
    standardWallet,
    isAuthorized: authorization.isAuthorized,
    isConnected: authorization.isConnected,
    pending: approvals.pending,
    approve: approvals.approve,
    reject: approvals.reject,
    setMode: approvals.setMode,
    mode: approvals.mode,
    subscribe: approvals.subscribe,
    waitForPending: approvals.waitForPending,
    disconnect: () => disconnectAccount(ctx),
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
