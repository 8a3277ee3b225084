import { type ChainNamespace, isChainNamespace } from '@appkit/common'
import type { MultiNamespaceEvents } from '@appkit/controllers/adapter'
import { WALLET_CONNECT_CONNECTOR_ID as ID } from './connector.js'
import type { WalletConnectProvider, WalletConnectSession } from './provider.js'
import { type SessionReader, toPlainAddresses } from './session-accounts.js'

interface SessionEvent {
  topic?: string
  params?: { chainId?: string; event?: { name?: string; data?: unknown } }
}

export interface WalletEventsHooks {
  events: MultiNamespaceEvents
  /** Chains and accounts read by each namespace's rules. */
  read: SessionReader
  /** The session reported to the core, if any: wallet events count only for it. */
  reported(): WalletConnectSession | undefined
  /** The chain a namespace's requests go to now. */
  activeChain(namespace: ChainNamespace): number | string | undefined
  /** The session ended (deleted by the wallet, disconnected, expired): report it once. */
  ended(): void
}

/**
 * Routes what the wallet says to the namespace it concerns: `chainChanged` and `accountsChanged`
 * by the CAIP-2 chain they came on, a session update as each namespace's accounts, and the end of
 * the session (however WalletConnect tells it) as one end.
 */
export function listenToWallet(p: WalletConnectProvider, hooks: WalletEventsHooks): void {
  const ref = (namespace: ChainNamespace) => ({ namespace, connectorId: ID })
  p.on('session_event', ({ topic, params }: SessionEvent) => {
    const session = hooks.reported()
    if (!session || topic !== session.topic) return
    const namespace = params?.chainId?.split(':')[0]
    if (!isChainNamespace(namespace)) return
    const { name, data } = params?.event ?? {}
    if (name === 'chainChanged') {
      // The payload wins over the chain the event came on: wallets send the new chain there.
      const chainId =
        hooks.read.chainIdOf(namespace, data) ?? hooks.read.chainIdOf(namespace, params?.chainId)
      if (chainId !== undefined) hooks.events.chainChanged(ref(namespace), chainId)
    } else if (name === 'accountsChanged') {
      const accounts = toPlainAddresses(data)
      if (accounts.length > 0) hooks.events.accountsChanged(ref(namespace), accounts)
    }
  })
  p.on(
    'session_update',
    ({ topic, params }: { topic?: string; params?: { namespaces?: WalletConnectSession['namespaces'] } }) => {
      const session = hooks.reported()
      if (!session || topic !== session.topic || !params?.namespaces) return
      for (const [key, value] of Object.entries(params.namespaces)) {
        const namespace = key.split(':')[0]
        if (!isChainNamespace(namespace)) continue
        const account = hooks.read.accountFromSession(value.accounts, namespace, hooks.activeChain(namespace))
        if (account) hooks.events.accountsChanged(ref(namespace), account.accounts)
      }
    },
  )
  // UniversalProvider emits both for a wallet's delete; `ended` reports it once.
  p.on('session_delete', () => hooks.ended())
  p.on('disconnect', () => hooks.ended())
  p.client.on('session_expire', ({ topic }) => {
    if (topic === hooks.reported()?.topic) hooks.ended()
  })
}
