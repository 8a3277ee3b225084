import type { CaipNetwork } from 'appkit'
import type { ChainAdapter } from 'appkit/react'
import { getAddress, keccak256, stringToHex } from 'viem'
import type { GalleryData } from './gallery-data.js'

/** Who a tile's wallet is: its connector and its account. */
export interface GalleryWallet {
  connectorId: string
  address: string
}

/**
 * A wallet and an account of the tile's own. The tiles share this origin's storage, where the core
 * caches balances by account and remembers recent wallets by id: with its own, no tile shows what
 * another (or the lab's page) left there.
 */
export function galleryWallet(tileId: string): GalleryWallet {
  return {
    connectorId: `org.appkit.gallery.${tileId}`,
    address: getAddress(keccak256(stringToHex(tileId)).slice(0, 42)),
  }
}

/** Never settles: the view stays in its loading state for as long as a person looks at it. */
const forever = <T>() => new Promise<T>(() => undefined)

/**
 * An EVM adapter whose wallet and chain are test data: the gallery's cores run the real session and
 * modal code, and only what a wallet or a chain would answer comes from `data`. It approves at once,
 * never sends, and reaches no server.
 */
export function galleryAdapter(data: GalleryData, wallet: GalleryWallet): ChainAdapter<'eip155'> {
  const answer = <T>(value: () => T, loading = false): Promise<T> =>
    loading ? forever<T>() : Promise.resolve().then(value)
  const account = (caipNetwork?: CaipNetwork) => ({
    address: wallet.address,
    chainId: Number(caipNetwork?.id ?? 31337),
    accounts: [wallet.address],
  })
  return {
    namespace: 'eip155',
    setup(context) {
      context.events.connectorsChanged(
        data.walletNames.map((name, index) => ({
          id: `${wallet.connectorId}.${index}`,
          name,
          chain: 'eip155',
          type: 'ANNOUNCED',
        })),
      )
    },
    connect: async ({ caipNetwork }) => account(caipNetwork),
    reconnect: async () => undefined,
    disconnect: async () => undefined,
    switchNetwork: async () => undefined,
    signMessage: async () => '0x',
    getProvider: () => undefined,
    balances: {
      getNativeBalance: () =>
        answer(() => ({ value: data.nativeBalance, decimals: 18, symbol: 'ETH' }), data.loading),
      getTokenBalances: ({ caipNetwork }) =>
        answer(() => {
          if (data.failing) throw new Error('The gallery’s token list is down, as a test of its error state.')
          return data.tokens.map((token) => ({ ...token, caipNetworkId: caipNetwork.caipNetworkId }))
        }, data.loading),
    },
    identity: { getIdentity: () => answer(() => data.identity, data.loading) },
    activity: {
      getTransactions: ({ caipNetwork }) =>
        answer(() => {
          if (data.failing) throw new Error('The gallery’s activity is down, as a test of its error state.')
          return {
            transactions: data.transactions.map((transaction) => ({
              ...transaction,
              caipNetworkId: caipNetwork.caipNetworkId,
            })),
          }
        }, data.loading),
    },
  }
}
