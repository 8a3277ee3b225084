import type { ActivityState } from '../state/activity.js'
import type { AlertState } from '../state/alert.js'
import type { ChainsState } from '../state/chains.js'
import type { ConnectionsState } from '../state/connections.js'
import type { ConnectorsState } from '../state/connectors.js'
import type { EmailLoginState } from '../state/email-login.js'
import type { AppKitEvent, EventListener } from '../state/events.js'
import type { ModalState } from '../state/modal.js'
import type { OptionsState } from '../state/options.js'
import type { RouterState } from '../state/router.js'
import type { SendState } from '../state/send.js'
import type { SiwxState } from '../state/siwx.js'
import type { SnackState } from '../state/snack.js'
import type { ThemeState } from '../state/theme.js'
import type { WalletConnectState } from '../state/wallet-connect.js'
import type { WalletListState } from '../state/wallet-list.js'
import type { ChainAdapter } from '../types/adapter.js'
import type { EmbeddedWalletAccess } from '../types/embedded-wallet.js'
import type { MultiNamespaceConnector } from '../types/wallet-connect.js'
import type { StorageOwner } from '../utils/storage.js'
import type { Emitter } from './emitter.js'
import type { SessionEvents } from './session-events.js'

/**
 * What every part of an instance shares that is not state a view renders: its wallet sources, the
 * connections in flight, listeners. What one feature keeps for itself lives with the feature
 * (`featureState`).
 */
export interface CoreInternal {
  adapters: ChainAdapter[]
  /** Connectors of several namespaces (WalletConnect, the embedded wallet), by connector id. */
  multiNamespace: Map<string, MultiNamespaceConnector>
  /** The embedded (email) wallet, when the dapp has one. */
  embeddedWallet?: MultiNamespaceConnector & EmbeddedWalletAccess
  /** Connection attempts in flight, by connector key: a second ask joins the first. */
  connecting: Map<string, Promise<undefined>>
  reconnect: { running?: Promise<undefined>; resuming: Set<string> }
  /** Native balance reads in flight, by network and address. */
  balances: Map<string, Promise<undefined>>
  eventListeners: Set<EventListener>
  /** Stopped first when the instance is destroyed: features' state, subscriptions, the mounted modal. */
  cleanups: Set<() => void>
  destroyed: boolean
}

/**
 * An instance's sessions: networks, wallets and their connections, accounts and what was read for
 * them, sign-in, storage and the events that announce each change. Session actions take only this:
 * they never navigate, toast or touch a form (the compiler holds them to it), so a dapp without our
 * modal, or the wagmi bridge, gets the same sessions.
 */
export interface SessionCore {
  readonly options: OptionsState
  readonly chains: ChainsState
  readonly connections: ConnectionsState
  readonly connectors: ConnectorsState
  /** The pending WalletConnect pairing (its URI), for a QR code drawn by the modal or the dapp. */
  readonly walletConnect: WalletConnectState
  readonly siwx: SiwxState
  readonly activity: ActivityState
  /** Where an email login (or an email change) stands: the embedded wallet's next step. */
  readonly emailLogin: EmailLoginState
  /** The last tracking event, for dapps that read events as state. */
  readonly lastEvent: AppKitEvent
  readonly session: Emitter<SessionEvents>
  readonly storage: StorageOwner
  readonly internal: CoreInternal
  /** Resolves once remembered connections were resumed (or found gone). */
  readonly ready: Promise<void>
}

/**
 * What only the modal's views and flows read and write: open, the view, lists, forms, toasts,
 * theme. The modal adds it to an instance (`withModal`); a headless instance has none.
 */
export interface ModalStore {
  readonly modal: ModalState
  readonly router: RouterState
  readonly walletList: WalletListState
  readonly send: SendState
  readonly theme: ThemeState
  readonly snack: SnackState
  readonly alert: AlertState
}

/**
 * One AppKit instance with our modal: its sessions and the modal's store (valtio proxies). Actions are free
 * functions that take the instance as their first argument, as wagmi's actions take its config, so
 * a dapp pays only for the actions it uses and two instances on one page never see each other.
 */
export interface AppKitCore extends SessionCore, ModalStore {}
