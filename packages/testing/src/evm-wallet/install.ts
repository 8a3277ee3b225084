import { privateKeyToAccount } from 'viem/accounts'
import { createApprovals } from '../shared/approvals.js'
import { pageStorage } from '../shared/page-storage.js'
import { registerWallet, unregisterWallet } from '../shared/registry.js'
import { announceProvider } from './announce.js'
import type { WalletContext } from './context.js'
import { DEFAULT_WALLET_ICON } from './default-icon.js'
import { createEmitter } from './emitter.js'
import { DisconnectedError, UnrecognizedChainError, UserRejectedRequestError } from './errors.js'
import { callRpc } from './json-rpc.js'
import { deauthorize } from './methods/accounts.js'
import { switchTo } from './methods/chains.js'
import { createProvider } from './provider.js'
import type { TestWallet, TestWalletOptions } from './types.js'
import { randomUuid } from './uuid.js'
import { createWalletState } from './wallet-state.js'

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
  const approvals = createApprovals(options.mode ?? 'manual', () => new UserRejectedRequestError())
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
