import { type CaipNetwork, type ChainNamespace, EmailLoginLoadError } from '@appkit/common'
import type {
  Connector,
  EmbeddedWalletAccess,
  Metadata,
  MultiNamespaceConnector,
  NamespaceAccounts,
} from '@appkit/controllers'
import type { FrameHost } from '@appkit/frame'
import { embeddedEip1193 } from './embedded-eip1193.js'
import { switchTarget } from './switch-target.js'

/** The namespaces the secure site keeps a key for. */
const SERVED: readonly ChainNamespace[] = ['eip155', 'solana']

export interface EmbeddedWalletOptions {
  /** The secure site's page the hidden frame loads (its own origin). */
  secureSiteUrl: string
  projectId: string
  sdkVersion: string
  metadata?: Metadata
  /** The dapp's networks: the wallet serves those of the namespaces it has keys for. */
  networks: readonly CaipNetwork[]
}

/**
 * The embedded (email) wallet as the core sees it: one login, an account in each namespace it
 * serves. Its secure frame, and the messenger code, load on the first call, never with the page.
 */
export function createEmbeddedWallet(
  options: EmbeddedWalletOptions,
): MultiNamespaceConnector & EmbeddedWalletAccess {
  const namespaces = SERVED.filter((namespace) =>
    options.networks.some((n) => n.chainNamespace === namespace),
  )
  const current = new Map<ChainNamespace, CaipNetwork>()
  let loading: Promise<FrameHost> | undefined

  const host = () =>
    (loading ??= import('@appkit/frame').then(
      ({ createFrameHost }) => {
        const firstEvm = options.networks.find((n) => n.chainNamespace === 'eip155')
        const frame = createFrameHost({
          secureSiteUrl: options.secureSiteUrl,
          projectId: options.projectId,
          version: options.sdkVersion,
          chainId: firstEvm?.id,
        })
        void frame.initialize({
          projectId: options.projectId,
          sdkVersion: options.sdkVersion,
          sdkType: 'appkit',
          metadata: options.metadata,
        })
        return frame
      },
      (cause: unknown) => {
        loading = undefined
        throw new EmailLoginLoadError({ cause })
      },
    ))

  const networkOf = (namespace: ChainNamespace) =>
    current.get(namespace) ?? options.networks.find((n) => n.chainNamespace === namespace)

  /** The account of each namespace, as the secure site holds it, on the namespace's current chain. */
  async function accounts(frame: FrameHost): Promise<NamespaceAccounts> {
    const found: NamespaceAccounts = {}
    for (const namespace of namespaces) {
      const network = networkOf(namespace)
      if (!network) continue
      const user = await frame.request('GET_USER', { chainId: network.caipNetworkId })
      found[namespace] = {
        address: user.address,
        chainId: network.id,
        accounts: user.accounts.map((account) => account.address),
      }
    }
    return found
  }

  const connector: Connector = {
    id: 'auth',
    name: 'Email',
    chain: namespaces[0] ?? 'eip155',
    namespaces,
    type: 'AUTH',
  }

  const wallet: MultiNamespaceConnector & EmbeddedWalletAccess = {
    connectorId: connector.id,
    connector,
    setup: () => undefined,
    teardown: () => {
      void loading?.then((frame) => frame.destroy())
      loading = undefined
    },

    async connectEmail({ email, signal }) {
      return (await host()).request('CONNECT_EMAIL', { email }, { signal })
    },
    async connectDevice({ signal }) {
      await (await host()).request('CONNECT_DEVICE', undefined, { signal })
    },
    async connectOtp({ otp, signal }) {
      await (await host()).request('CONNECT_OTP', { otp }, { signal })
    },
    async updateEmail({ email }) {
      return (await host()).request('UPDATE_EMAIL', { email })
    },
    async updateEmailPrimaryOtp({ otp }) {
      await (await host()).request('UPDATE_EMAIL_PRIMARY_OTP', { otp })
    },
    async updateEmailSecondaryOtp({ otp }) {
      const { newEmail } = await (await host()).request('UPDATE_EMAIL_SECONDARY_OTP', { otp })
      return { email: newEmail }
    },

    async connect() {
      return accounts(await host())
    },
    // Asked only for a remembered login (spec §2: the frame is made at start only when email login
    // was used before); a session the secure site no longer has is forgotten (spec §4).
    async reconnect() {
      const frame = await host()
      const { isConnected } = await frame.request('IS_CONNECTED')
      return isConnected ? accounts(frame) : undefined
    },
    async disconnect() {
      if (loading) await (await loading).request('SIGN_OUT')
    },

    async request(namespace, { method, params }, chainId) {
      const frame = await host()
      // A switch moves where this namespace's requests go, in the secure site as here.
      if (method === 'wallet_switchEthereumChain') {
        const network = switchTarget(options.networks, params)
        await frame.request('SWITCH_NETWORK', { chainId: network.caipNetworkId })
        current.set(namespace, network)
        return null as never
      }
      const chain = chainId ?? networkOf(namespace)?.caipNetworkId
      return frame.request('RPC_REQUEST', { method, params, chainId: chain }) as never
    },

    getProvider: (namespace) => (namespace === 'solana' ? undefined : embeddedEip1193(wallet)),
  }
  return wallet
}
