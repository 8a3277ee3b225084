import type { CaipNetwork } from 'appkit'
import type { ChainAdapter } from 'appkit/react'
import type { GalleryData } from './gallery-data.js'

/** The account every gallery tile connects: the first dev account, as in the lab. */
export const GALLERY_ADDRESS = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
export const GALLERY_CONNECTOR = 'org.appkit.gallery'

/** Never settles: the view stays in its loading state for as long as a person looks at it. */
const forever = <T>() => new Promise<T>(() => undefined)

/**
 * An EVM adapter whose wallet and chain are test data: the gallery's cores run the real session and
 * modal code, and only what a wallet or a chain would answer comes from `data`. It approves at once,
 * never sends, and reaches no server.
 */
export function galleryAdapter(data: GalleryData): ChainAdapter<'eip155'> {
  const answer = <T>(value: () => T, loading = false): Promise<T> =>
    loading ? forever<T>() : Promise.resolve().then(value)
  const account = (caipNetwork?: CaipNetwork) => ({
    address: GALLERY_ADDRESS,
    chainId: Number(caipNetwork?.id ?? 31337),
    accounts: [GALLERY_ADDRESS],
  })
  return {
    namespace: 'eip155',
    setup(context) {
      context.events.connectorsChanged(
        data.walletNames.map((name, index) => ({
          id: index === 0 ? GALLERY_CONNECTOR : `${GALLERY_CONNECTOR}.${index}`,
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
