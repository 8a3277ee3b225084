import { type ChainNamespace, EmailLoginLoadError, NoNetworksError } from '@appkit/common'
import type { Connector } from '@appkit/controllers'
import type {
  EmbeddedWalletAccess,
  EmbeddedWalletPart,
  MultiNamespaceConnector,
} from '@appkit/controllers/adapter'
import type { EmbeddedWalletContext, EmbeddedWalletOptions } from './options.js'

export type { EmbeddedWalletContext, EmbeddedWalletOptions }

export type EmbeddedWallet = MultiNamespaceConnector & EmbeddedWalletAccess
/** What a dapp passes to createAppKit: the wallet, made once the dapp's setup is known. */
export type EmbeddedWalletFactory = (context: EmbeddedWalletContext) => EmbeddedWallet

type Loaded = EmbeddedWallet

/** The login steps and requests, which load the wallet's code (and the messenger) first. */
const FORWARDED = [
  'connectEmail',
  'connectDevice',
  'connectOtp',
  'updateEmail',
  'updateEmailPrimaryOtp',
  'updateEmailSecondaryOtp',
  'socialRedirectUri',
  'connectSocial',
  'addPasskey',
  'connectPasskey',
  'farcasterUri',
  'connectFarcaster',
  // Asked only after a Farcaster login started, so the wallet is loaded by then.
  'reload',
  'connect',
  'reconnect',
  'request',
] as const satisfies readonly (keyof Loaded)[]
type Forwarded = (typeof FORWARDED)[number]

/**
 * The embedded (email) wallet as a dapp creates it: its connector, and a stand-in whose code (and
 * the secure frame's messenger) loads on the first call, never with the page. A failed load is
 * 'Unable to load email login dependency' (spec §8), and the next call tries again.
 */
export function createEmbeddedWalletConnector(options: EmbeddedWalletOptions): Loaded {
  const parts = servedParts(options)
  const namespaces = [...parts.keys()]
  const connector: Connector = {
    id: 'auth',
    name: 'Email',
    chain: connectorChain(namespaces, options),
    namespaces,
    type: 'AUTH',
  }
  let instance: Loaded | undefined
  let loading: Promise<Loaded> | undefined
  const load = () =>
    (loading ??= Promise.all([import('./embedded-wallet.js'), loadedParts(parts)]).then(
      ([{ createLoadedEmbeddedWallet }, loaded]) =>
        (instance = createLoadedEmbeddedWallet(options, connector, loaded)),
      (cause: unknown) => {
        loading = undefined
        throw new EmailLoginLoadError({ cause })
      },
    ))
  // One forwarder for every step rather than one function each: the stand-in is on the first paint.
  const forwarded = Object.fromEntries(
    FORWARDED.map((name) => [
      name,
      (...args: unknown[]) =>
        load().then((wallet) => (wallet[name] as (...a: unknown[]) => unknown)(...args)),
    ]),
  ) as Pick<Loaded, Forwarded>

  return {
    connectorId: connector.id,
    connector,
    secureSiteUrl: options.secureSiteUrl,
    setup: () => undefined,
    teardown: () => instance?.teardown(),
    ...forwarded,
    // Nothing loaded, nothing to sign out of.
    disconnect: async () => instance?.disconnect(),
    // Only a connected wallet has a provider, and connecting loaded the code.
    getProvider: (namespace) => instance?.getProvider(namespace),
  }
}

/** The namespaces the wallet serves for this dapp: those with a part and with networks of the dapp. */
function servedParts(options: EmbeddedWalletContext): Map<ChainNamespace, EmbeddedWalletPart> {
  const parts = new Map<ChainNamespace, EmbeddedWalletPart>()
  for (const adapter of options.adapters) {
    const part = adapter.info?.embeddedWallet
    if (part && options.networks.some((n) => n.chainNamespace === adapter.namespace)) {
      parts.set(adapter.namespace, part)
    }
  }
  return parts
}

/** Each part as the loaded wallet uses it: a part whose code loads with the wallet's, loaded. */
async function loadedParts(
  parts: ReadonlyMap<ChainNamespace, EmbeddedWalletPart>,
): Promise<Map<ChainNamespace, EmbeddedWalletPart>> {
  const entries = await Promise.all(
    [...parts].map(async ([namespace, part]) => [namespace, part.load ? await part.load() : part] as const),
  )
  return new Map(entries)
}

/**
 * The namespace the connector names: its first served one; for a dapp with none of them (no email
 * login can connect there), the dapp's first. A dapp without networks is createAppKit's own refusal.
 */
function connectorChain(
  namespaces: readonly ChainNamespace[],
  options: EmbeddedWalletContext,
): ChainNamespace {
  const chain = namespaces[0] ?? options.networks[0]?.chainNamespace
  if (!chain) throw new NoNetworksError()
  return chain
}

/**
 * The embedded (email) wallet for createAppKit's `embeddedWallet` (with `features.email`): a
 * dapp that imports it pays for its stand-in; the rest loads on the visitor's first email login.
 */
export function createEmbeddedWallet({ secureSiteUrl }: { secureSiteUrl: string }): EmbeddedWalletFactory {
  return (context) => createEmbeddedWalletConnector({ ...context, secureSiteUrl })
}
