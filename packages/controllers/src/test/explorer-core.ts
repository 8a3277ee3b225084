import { createTestCore } from './core.js'
import { FakeAdapter, installedWallet, network } from './fake-adapter.js'
import { fakeExplorer } from './fake-explorer.js'

/**
 * A core with an explorer for the wallet lists' tests: two networks, two featured wallets, and an
 * adapter that lists the installed wallet when `installed` is set.
 */
export function explorerCore(explorer = fakeExplorer(), { installed = false } = {}) {
  const adapter = new FakeAdapter()
  const core = createTestCore({
    adapters: [adapter],
    networks: [network(1), network(10)],
    explorer: async () => explorer.source,
    featuredWalletIds: ['w7', 'w2'],
  })
  if (installed) adapter.listConnectors(installedWallet)
  return { core, explorer, adapter }
}
