import {
  AccountNotFoundError,
  type AdapterNotFoundError,
  type ChainNamespace,
  ConnectorAlreadyConnectedError,
  ConnectorUnavailableReconnectingError,
  type ToAppKitErrorType,
  toAppKitError,
} from '@appkit/common'
import type { SessionCore } from '../core/core.js'
import { track } from '../core/track.js'
import { setAccount } from '../state/chains.js'
import { connectionOf, upsertConnection } from '../state/connections.js'
import { type Connector, connectorKey, servesNamespace } from '../types/connector.js'
import type { NamespaceAccounts } from '../types/wallet-connect.js'
import { abortable } from '../utils/abortable.js'
import { activateNetwork } from './activate-network.js'
import { sourceOf } from './connection-source.js'
import { isReconnecting } from './is-reconnecting.js'
import { keepChosenNetwork } from './keep-chosen-network.js'
import { rememberConnection } from './remembered-connections.js'
import { showCurrentConnection } from './show-current-connection.js'

/** How the user connected, as tracking events report it (spec §7). */
export type ConnectMethod = 'browser' | 'mobile' | 'qrcode'

export interface ConnectWalletParameters {
  /** The wallet to connect, as the instance lists it (`core.connectors`). */
  connector: Connector
  /** Aborting it stops the attempt: it rejects with the signal's reason and the source lets go. */
  signal?: AbortSignal
  /** The namespace to connect; by default the active one if the connector serves it. */
  namespace?: ChainNamespace
  method?: ConnectMethod
}
export type ConnectWalletReturnType = undefined
/**
 * Refused before the wallet is asked (already connected, still reconnecting, no adapter), the
 * wallet approved no account, or the wallet's failure or the abort's reason (a closed modal) made
 * one shape by toAppKitError.
 */
export type ConnectWalletErrorType =
  | AdapterNotFoundError
  | ConnectorAlreadyConnectedError
  | ConnectorUnavailableReconnectingError
  | AccountNotFoundError
  | ToAppKitErrorType

/**
 * Connects a wallet (spec §4): connecting, then connected, and it becomes the current connection
 * beside any others held. A connector of several namespaces connects each namespace the wallet
 * approved. On failure the namespace goes back to its current connection, or to disconnected.
 * Connecting the connector already current is refused.
 */
export function connectWallet(
  core: SessionCore,
  parameters: ConnectWalletParameters,
): Promise<ConnectWalletReturnType> {
  const { connector } = parameters
  const active = core.chains.activeNamespace
  const namespace =
    parameters.namespace ?? (active && servesNamespace(connector, active) ? active : connector.chain)
  // A second call for the same wallet while the first waits (a double click, React's strict mode)
  // joins it instead of prompting the wallet twice.
  const key = connectorKey(namespace, connector.id)
  const existing = core.internal.connecting.get(key)
  if (existing) return existing
  const attempt = connect(core, connector, namespace, parameters).finally(() =>
    core.internal.connecting.delete(key),
  )
  core.internal.connecting.set(key, attempt)
  return attempt
}

async function connect(
  core: SessionCore,
  connector: Connector,
  namespace: ChainNamespace,
  { signal, method = 'browser' }: ConnectWalletParameters,
): Promise<undefined> {
  const chain = core.chains.chains[namespace]
  const source = sourceOf(core, namespace, connector.id)
  if (core.connections.namespaces[namespace]?.current === connector.id) {
    throw new ConnectorAlreadyConnectedError()
  }
  if (isReconnecting(core, namespace, connector.id)) throw new ConnectorUnavailableReconnectingError()
  setAccount(core.chains, namespace, { status: 'connecting' })
  core.session.emit('account', { namespace, status: 'connecting' })
  track(core, 'SELECT_WALLET', { name: connector.name, platform: method })
  try {
    const chosen = chain?.chosenBeforeConnecting ? chain.caipNetwork : undefined
    const accounts = await abortable(source.connect({ caipNetwork: chain?.caipNetwork, signal }), signal)
    const account = accounts[namespace]
    if (!account) throw new AccountNotFoundError({ details: `No ${namespace} account approved` })
    accounts[namespace] = await keepChosenNetwork(core, namespace, connector.id, account, { chosen, signal })
    if (chain) chain.chosenBeforeConnecting = false
    const connected = record(core, connector, namespace, accounts)
    // The wallet just connected is the one the user means to use: its namespace becomes active.
    const network = core.chains.chains[namespace]?.caipNetwork
    if (namespace !== core.chains.activeNamespace && network) activateNetwork(core, network)
    for (const each of connected)
      core.session.emit('connected', { namespace: each, connectorId: connector.id })
    track(core, 'CONNECT_SUCCESS', { method, name: connector.name })
  } catch (error) {
    showCurrentConnection(core, namespace)
    const appKitError = toAppKitError(signal?.aborted ? signal.reason : error)
    track(core, 'CONNECT_ERROR', { message: appKitError.message })
    throw appKitError
  }
}

/**
 * One approval, a connection in each namespace the dapp configured: current where the user asked,
 * and in the others only where nothing else is current (it never takes another wallet's place).
 */
function record(
  core: SessionCore,
  connector: Connector,
  namespace: ChainNamespace,
  accounts: NamespaceAccounts,
): ChainNamespace[] {
  const namespaces = (Object.keys(accounts) as ChainNamespace[]).filter((n) => core.chains.chains[n])
  for (const each of namespaces) {
    const account = accounts[each]!
    upsertConnection(core.connections, each, connectionOf(connector.id, account), {
      makeCurrent: each === namespace || !core.connections.namespaces[each]?.current,
    })
    rememberConnection(core, each, connector, { recent: each === namespace })
  }
  for (const each of namespaces) showCurrentConnection(core, each)
  return namespaces
}
