import type { CaipNetwork } from '@appkit/common'
import { type ChainAdapter, connectWallet, createAppKitCore, findConnector } from '@appkit/controllers'
import { type AppKitCore, withModal } from '@appkit/controllers/modal'
import { ADDRESS } from './render.js'
import { memoryStorage, network, stubAdapter } from './stub-adapter.js'

export const SOLANA_ADDRESS = 'BqtHJEtRvfSRLh67Qt9pYeCFocGk7r2nKaLymnogR5k7'
export const SOLANA_WALLET = 'A Solana Wallet Whose Name Runs Far Longer Than Its Row'

const solanaNetwork: CaipNetwork = {
  id: 'lab',
  caipNetworkId: 'solana:lab',
  chainNamespace: 'solana',
  name: 'Lab SVM',
  nativeCurrency: { name: 'Solana', symbol: 'SOL', decimals: 9 },
  rpcUrls: { default: { http: ['http://127.0.0.1:1'] } },
}

/** The stub wallet's Solana twin: one wallet, 'sol-stub', with a long name. */
function solanaStub(): ChainAdapter {
  return {
    ...stubAdapter(SOLANA_ADDRESS),
    namespace: 'solana',
    setup(context) {
      context.events.connectorsChanged([
        { id: 'sol-stub', name: SOLANA_WALLET, chain: 'solana', type: 'ANNOUNCED' },
      ])
    },
    connect: async () => ({ address: SOLANA_ADDRESS, chainId: 'lab', accounts: [SOLANA_ADDRESS] }),
  }
}

/** A core with EVM and Solana; Solana's wallet connected, then EVM's unless `evm` is false. */
export async function evmAndSolanaKit({ evm = true } = {}): Promise<AppKitCore> {
  const core = createAppKitCore({
    adapters: [stubAdapter(ADDRESS), solanaStub()],
    networks: [network(1, 'Ethereum'), solanaNetwork],
    storage: memoryStorage(),
  })
  await core.ready
  await connectWallet(core, {
    connector: findConnector(core.connectors, 'solana', 'sol-stub')!,
    namespace: 'solana',
  })
  if (evm)
    await connectWallet(core, {
      connector: findConnector(core.connectors, 'eip155', 'stub')!,
      namespace: 'eip155',
    })
  return withModal(core)
}
