import { AuthProviderNotFoundError, type CaipNetwork, type ChainNamespace } from '@appkit/common'
import { type Connector, subscribe } from '@appkit/controllers'
import {
  type EmbeddedWalletAccess,
  type EmbeddedWalletPart,
  guardProvider,
  type MultiNamespaceConnector,
  type NamespaceAccounts,
} from '@appkit/controllers/adapter'
import { yieldModal } from '@appkit/controllers/modal'
import { createFrameHost, type FrameHost } from '@appkit/frame'
import type { EmbeddedWalletOptions } from './options.js'
import { signInAtLogin } from './sign-in-at-login.js'
import { socialLogin } from './social-login.js'

/**
 * The embedded (email) wallet once loaded, with the messenger: one login, an account in each
 * namespace it serves, each namespace's particulars from its adapter's part. The secure frame is
 * made on the first request.
 */
export function createLoadedEmbeddedWallet(
  options: EmbeddedWalletOptions,
  connector: Connector,
  parts: ReadonlyMap<ChainNamespace, EmbeddedWalletPart>,
): MultiNamespaceConnector & EmbeddedWalletAccess {
  const namespaces = [...parts.keys()]
  const current = new Map<ChainNamespace, CaipNetwork>()
  let frame: FrameHost | undefined
  let stopThemeSync: (() => void) | undefined

  const host = () => {
    if (frame) return frame
    const starts = [...parts].find(([, part]) => part.startChain)?.[0]
    const created = createFrameHost({
      secureSiteUrl: options.secureSiteUrl,
      projectId: options.projectId,
      version: options.sdkVersion,
      chainId: options.networks.find((n) => n.chainNamespace === starts)?.id,
    })
    frame = created
    // The secure site's own screen goes over the page; the modal steps aside meanwhile.
    created.subscribe(({ visible }) => yieldModal(options.core().modal, visible))
    // Spec §4's lifecycle: the secure site's screens follow the dapp's theme, now and as it changes.
    const { theme } = options.core()
    const syncTheme = () =>
      void created
        .request('SYNC_THEME', { themeMode: theme.themeMode, themeVariables: { ...theme.themeVariables } })
        .catch((error: unknown) => console.warn('[appkit] theme not synced to the secure site', error))
    syncTheme()
    stopThemeSync = subscribe(theme, syncTheme)
    void created.initialize({
      projectId: options.projectId,
      sdkVersion: options.sdkVersion,
      sdkType: 'appkit',
      metadata: options.metadata,
    })
    return created
  }

  const dropFrame = () => {
    stopThemeSync?.()
    stopThemeSync = undefined
    frame?.destroy()
    frame = undefined
  }

  /**
   * A step that starts the frame. If it fails before the frame was ever ready (the site down, the
   * page refused, the attempt given up), that frame is dropped: the next try loads a fresh page
   * instead of waiting 20 s more on a dead one.
   */
  async function withFrame<T>(run: (on: FrameHost) => Promise<T>): Promise<T> {
    const on = host()
    try {
      return await run(on)
    } catch (error) {
      if (frame === on && on.getState().lifecycle === 'created') dropFrame()
      throw error
    }
  }

  const networkOf = (namespace: ChainNamespace) =>
    current.get(namespace) ?? options.networks.find((n) => n.chainNamespace === namespace)

  /** The account of each namespace, as the secure site holds it, on the namespace's current chain. */
  async function accounts(on: FrameHost): Promise<NamespaceAccounts> {
    const found: NamespaceAccounts = {}
    for (const namespace of namespaces) {
      const network = networkOf(namespace)
      if (!network) continue
      const user = await on.request('GET_USER', { chainId: network.caipNetworkId })
      found[namespace] = {
        address: user.address,
        chainId: network.id,
        accounts: user.accounts.map((account) => account.address),
        social: socialLogin(user),
      }
    }
    return found
  }

  const wallet: MultiNamespaceConnector & EmbeddedWalletAccess = {
    connectorId: connector.id,
    connector,
    secureSiteUrl: options.secureSiteUrl,
    setup: () => undefined,
    teardown: dropFrame,

    async connectEmail({ email, signal }) {
      return withFrame((on) => on.request('CONNECT_EMAIL', { email }, { signal }))
    },
    async connectDevice({ signal }) {
      await host().request('CONNECT_DEVICE', undefined, { signal })
    },
    async connectOtp({ otp, signal }) {
      await host().request('CONNECT_OTP', { otp }, { signal })
    },
    async updateEmail({ email }) {
      return host().request('UPDATE_EMAIL', { email })
    },
    async updateEmailPrimaryOtp({ otp }) {
      await host().request('UPDATE_EMAIL_PRIMARY_OTP', { otp })
    },
    async updateEmailSecondaryOtp({ otp }) {
      const { newEmail } = await host().request('UPDATE_EMAIL_SECONDARY_OTP', { otp })
      return { email: newEmail }
    },

    // Social login (spec §2): the provider's address for the popup, then its answer from the popup.
    async socialRedirectUri({ provider, signal }) {
      return withFrame((on) => on.request('GET_SOCIAL_REDIRECT_URI', { provider }, { signal }))
    },
    async connectSocial({ resultUri, signal }) {
      // The secure site opens the account on the network it starts on, as for an email login.
      const starts = [...parts].find(([, part]) => part.startChain)?.[0]
      const network = starts && networkOf(starts)
      const user = await host().request(
        'CONNECT_SOCIAL',
        { uri: resultUri, ...(network ? { chainId: network.caipNetworkId } : {}) },
        { signal },
      )
      return { userName: user.userName }
    },
    async addPasskey() {
      await host().request('ADD_PASSKEY')
    },
    async connectPasskey({ signal }) {
      await withFrame((on) => on.request('CONNECT_PASSKEY', undefined, { signal }))
    },

    // Farcaster login (spec §2): the channel's URL for the QR code, then the wait for its approval.
    async farcasterUri({ signal }) {
      return withFrame((on) => on.request('GET_FARCASTER_URI', undefined, { signal }))
    },
    async connectFarcaster({ signal }) {
      return host().request('CONNECT_FARCASTER', undefined, { signal })
    },
    async reload() {
      if (frame) await frame.request('RELOAD')
    },

    async connect() {
      const on = host()
      const found = await accounts(on)
      // The account the visitor will be shown is signed in now, if its namespace signs in at login.
      const active = options.core().chains.activeNamespace ?? options.networks[0]?.chainNamespace
      const account = active && found[active]
      const network = active && networkOf(active)
      if (active && parts.get(active)?.signInAtLogin && account && network) {
        await signInAtLogin(options.core(), on, { address: account.address, network })
      }
      return found
    },
    // Asked only for a remembered login (spec §2: the frame is made at start only when email login
    // was used before); a session the secure site no longer has is forgotten (spec §4).
    async reconnect() {
      return withFrame(async (on) => {
        const { isConnected } = await on.request('IS_CONNECTED')
        return isConnected ? accounts(on) : undefined
      })
    },
    async disconnect() {
      if (frame) await frame.request('SIGN_OUT')
    },

    async request(namespace, { method, params }, chainId) {
      // A namespace no adapter gave a part for has no account here: nothing goes to the secure site.
      if (!parts.has(namespace)) throw new AuthProviderNotFoundError({ details: `No ${namespace} account` })
      // A switch moves where this namespace's requests go, in the secure site as here.
      const network = parts.get(namespace)?.switchTarget?.({ method, params }, options.networks)
      if (network) {
        await host().request('SWITCH_NETWORK', { chainId: network.caipNetworkId })
        current.set(namespace, network)
        return null as never
      }
      const chain = chainId ?? networkOf(namespace)?.caipNetworkId
      return host().request('RPC_REQUEST', { method, params, chainId: chain }) as never
    },

    // Spec §6: the wallet the SDK runs itself answers only its safe and approvable methods.
    // Without a namespace: the connector's first, as a dapp that names none means its main one.
    getProvider: (namespace = connector.chain) => {
      const made = parts.get(namespace)?.provider?.((args) => wallet.request(namespace, args))
      return made && guardProvider(options.core(), made)
    },
  }
  return wallet
}
