import {
  type ChainAdapter,
  type CoreOptions,
  connectWallet,
  createAppKitCore,
  findConnector,
} from '@appkit/controllers'
import type { AppKitCore } from '@appkit/controllers/modal'
import { withModal } from '@appkit/controllers/modal'
import { type RenderResult, render } from '@testing-library/react'
import type { ReactNode } from 'react'
import { AppKitProvider } from '../context.js'
import { memoryStorage, network, stubAdapter } from './stub-adapter.js'

// Test-only: views rendered with real React into happy-dom, over a real core with a stub adapter
// (test/setup.ts unmounts them after each test).

export const ADDRESS = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'

/** A core with the stub adapter (one installed wallet, 'Stub Wallet') on Ethereum and Optimism. */
export function createTestKit(
  options: Partial<CoreOptions> = {},
  adapter: ChainAdapter = stubAdapter(ADDRESS),
): AppKitCore {
  return withModal(
    createAppKitCore({
      adapters: [adapter],
      networks: [network(1, 'Ethereum'), network(10, 'Optimism')],
      storage: memoryStorage(),
      ...options,
    }),
  )
}

/** Renders `ui` under a provider of `core`. */
export function renderWith(core: AppKitCore, ui: ReactNode): RenderResult {
  return render(<AppKitProvider core={core}>{ui}</AppKitProvider>)
}

/** Connects the stub wallet, as a user who approved it would. */
export async function connectStub(core: AppKitCore): Promise<void> {
  await connectWallet(core, { connector: findConnector(core.connectors, 'eip155', 'stub')! })
}
