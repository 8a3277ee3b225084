import { afterEach } from 'vitest'
import { installTestWallet } from '../evm-wallet/install.js'
import type { Eip1193Provider, ProviderEvent, TestWallet, TestWalletOptions } from '../evm-wallet/types.js'
import { TEST_ACCOUNTS } from '../test-accounts.js'

/** For tests that never reach a node: any call to it would fail loudly. */
export const NO_NODE = 'http://127.0.0.1:1'

let installs = 0
const installed: TestWallet[] = []

/** Installs a wallet for account #0 with a fresh rdns (so storage never leaks between tests). */
export function installForTest(options: Partial<TestWalletOptions> = {}): TestWallet {
  installs += 1
  const wallet = installTestWallet({
    name: 'Test Wallet',
    rdns: `org.appkit.test${installs}`,
    privateKey: TEST_ACCOUNTS[0].privateKey,
    chains: [{ id: 31337, rpcUrl: NO_NODE }],
    ...options,
  })
  installed.push(wallet)
  return wallet
}

/** Every payload the provider emits for `event`, in order. */
export function recordEvents(provider: Eip1193Provider, event: ProviderEvent): unknown[] {
  const payloads: unknown[] = []
  provider.on(event, (payload) => payloads.push(payload))
  return payloads
}

afterEach(() => {
  for (const wallet of installed.splice(0)) wallet.uninstall()
  localStorage.clear()
})
