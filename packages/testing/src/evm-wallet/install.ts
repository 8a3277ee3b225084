import { privateKeyToAccount } from 'viem/accounts'
import { announceProvider } from './announce.js'
import { createApprovals } from './approvals.js'
import type { WalletContext } from './context.js'
import { DEFAULT_WALLET_ICON } from './default-icon.js'
import { createEmitter } from './emitter.js'
import { DisconnectedError, UnrecognizedChainError } from './errors.js'
import { callRpc } from './json-rpc.js'
import { deauthorize } from './methods/accounts.js'
import { switchTo } from './methods/chains.js'
import { createProvider } from './provider.js'
import { registerWallet, unregisterWallet } from './registry.js'
import type { TestWallet, TestWalletOptions } from './types.js'
import { randomUuid } from './uuid.js'
import { createWalletState } from './wallet-state.js'
import type { KeyValueStorage } from './wallet-storage.js'

/** localStorage, unless the page may not use it (opaque origins throw on access). */
function pageStorage(): KeyValueStorage | undefined {
  try {
    return window.localStorage
  } catch {
    return undefined
  }
}

/**
 * Installs an EIP-6963 wallet in the page: a provider backed by a local key and the given chains,
 * announced to the dapp, and a handle for the test (returned and at `window.__appkitTestWallets`).
 */
export function installTestWallet(options: TestWalletOptions): TestWallet {
  const account = privateKeyToAccount(options.privateKey)
  const state = createWalletState({
    chains: options.chains,
    storage: pageStorage(),
    storageKey: options.storageKey ?? `appkit-test-wallet:${options.rdns}`,
  })
  const approvals = createApprovals(options.mode ?? 'manual')
  const events = createEmitter()
  const ctx: WalletContext = {
    account,
    state,
    approvals,
    events,
    rpc: (method, params, chain = state.chain()) => callRpc(chain.rpcUrl, method, params),
  }
  const provider = createProvider(ctx)
  const info = {
    uuid: options.uuid ?? randomUuid(),
    name: options.name,
    icon: options.icon ?? DEFAULT_WALLET_ICON,
    rdns: options.rdns,
  }

  let stopAnnouncing = () => {}
  const wallet: TestWallet = {
    address: account.address,
    info,
    provider,
    chainId: () => state.chain().id,
    isAuthorized: () => state.isAuthorized(),
    pending: approvals.pending,
    approve: approvals.approve,
    reject: approvals.reject,
    setMode: approvals.setMode,
    mode: approvals.mode,
    subscribe: approvals.subscribe,
    waitForPending: approvals.waitForPending,
    disconnect() {
      deauthorize(ctx)
      events.emit('disconnect', new DisconnectedError())
    },
    switchChain(chainId) {
      if (!state.findChain(chainId)) throw new UnrecognizedChainError(`0x${chainId.toString(16)}`)
      switchTo(ctx, chainId)
    },
    uninstall() {
      stopAnnouncing()
      unregisterWallet(wallet)
    },
  }
  // Reachable before the first announcement, so a test reacting to it can already drive the wallet.
  registerWallet(wallet)
  stopAnnouncing = announceProvider(info, provider)
  return wallet
}
