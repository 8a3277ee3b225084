import { afterEach } from 'vitest'
import type { WalletMode } from '../shared/approvable-wallet.js'
import { createApprovals } from '../shared/approvals.js'
import { createChangeEvents } from '../shared/change-events.js'
import { SOLANA_TEST_ACCOUNTS } from '../solana-test-accounts.js'
import { createWalletAccount } from '../solana-wallet/account.js'
import { createAuthorization } from '../solana-wallet/authorization.js'
import { walletChains } from '../solana-wallet/chains.js'
import type { SolanaWalletContext } from '../solana-wallet/context.js'
import { SolanaUserRejectedError } from '../solana-wallet/errors.js'
import { installSolanaTestWallet } from '../solana-wallet/install.js'
import { loadSolanaKey } from '../solana-wallet/key.js'
import type { SolanaTestWallet, SolanaTestWalletOptions } from '../solana-wallet/types.js'
import { MemoryStorage } from './memory-storage.js'
import { NO_NODE } from './wallet.js'

const KEY = 'appkit-solana-test-wallet:context'

export interface TestContextOptions {
  mode?: WalletMode
  /**
   * Where the dapp stands. `connected` (default: most feature tests start there); `approved`: what
   * a reload leaves (approved in storage, no account shown yet); `new`: never approved.
   */
  dapp?: 'connected' | 'approved' | 'new'
  rpcUrl?: string
}

/** A feature's context for account #0, with no page involved: in-memory storage, no registration. */
export async function solanaContextForTest(options: TestContextOptions = {}): Promise<SolanaWalletContext> {
  const key = await loadSolanaKey(SOLANA_TEST_ACCOUNTS[0].seed)
  const dapp = options.dapp ?? 'connected'
  const storage = new MemoryStorage()
  if (dapp === 'approved') storage.setItem(KEY, JSON.stringify({ authorized: true }))
  const chains = walletChains()
  const ctx: SolanaWalletContext = {
    key,
    account: createWalletAccount(key, chains),
    chains,
    authorization: createAuthorization(storage, KEY),
    approvals: createApprovals(options.mode ?? 'approve', () => new SolanaUserRejectedError()),
    events: createChangeEvents(),
    rpcUrl: options.rpcUrl ?? NO_NODE,
  }
  if (dapp === 'connected') ctx.authorization.connect()
  return ctx
}

let installs = 0
const installed: SolanaTestWallet[] = []

/** Installs a wallet for account #0 with a fresh rdns (so storage never leaks between tests). */
export async function installSolanaForTest(
  options: Partial<SolanaTestWalletOptions> = {},
): Promise<SolanaTestWallet> {
  installs += 1
  const wallet = await installSolanaTestWallet({
    rdns: `org.appkit.solanatest${installs}`,
    seed: SOLANA_TEST_ACCOUNTS[0].seed,
    rpcUrl: NO_NODE,
    ...options,
  })
  installed.push(wallet)
  return wallet
}

afterEach(() => {
  for (const wallet of installed.splice(0)) wallet.uninstall()
})
