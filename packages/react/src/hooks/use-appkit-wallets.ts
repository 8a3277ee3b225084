import { type ChainNamespace, NoConnectorFoundError } from '@appkit/common'
import { type Connector, connectWallet, readRecentWallets } from '@appkit/controllers'
import { useCallback, useMemo, useState } from 'react'
import { useSessionCore } from '../context.js'
import { connectorFor, groupConnectors, isWalletRow } from '../views/connector-groups.js'
import { useProxy } from './use-proxy.js'

/** A wallet a headless dapp lists: one per brand across namespaces, WalletConnect as its own. */
export interface AppKitWallet {
  id: string
  name: string
  imageUrl?: string
  namespaces: readonly ChainNamespace[]
  /** Connected on this site before; recent wallets come first. */
  recent: boolean
  /** WalletConnect: connecting it offers `walletConnectUri`, for the dapp's own QR code. */
  isWalletConnect: boolean
}

export interface UseAppKitWalletsReturnType {
  wallets: AppKitWallet[]
  /** The WalletConnect pairing URI while a WalletConnect connection waits for a wallet. */
  walletConnectUri?: string
  /** The wallet being connected, by id. */
  connecting?: string
  /**
   * Connects a wallet: in `namespace`, else the active one when the wallet serves it. Resolves once
   * connected; rejects with the wallet's error, or `NoConnectorFoundError` for an id not listed.
   */
  connect(walletId: string, options?: { namespace?: ChainNamespace; signal?: AbortSignal }): Promise<void>
}

/**
 * The wallets to connect, for a dapp that draws its own connect UI (`features.headless`), as
 * wagmi's `useConnectors` and `useConnect` are. Installed wallets are grouped as the modal shows them.
 */
export function useAppKitWallets(): UseAppKitWalletsReturnType {
  const core = useSessionCore()
  const { connectors } = useProxy(core.connectors)
  const { uri } = useProxy(core.walletConnect)
  const [connecting, setConnecting] = useState<string>()
  const recent = useMemo(() => readRecentWallets(core), [core])

  const byId = useMemo(() => {
    const map = new Map<string, { wallet: AppKitWallet; pick: (ns?: ChainNamespace) => Connector }>()
    const walletConnect = connectors.find((c) => c.type === 'WALLET_CONNECT')
    if (walletConnect) {
      const wallet = {
        id: walletConnect.id,
        name: walletConnect.name,
        imageUrl: walletConnect.imageUrl,
        namespaces: walletConnect.namespaces ?? [walletConnect.chain],
        recent: false,
        isWalletConnect: true,
      }
      map.set(wallet.id, { wallet, pick: () => walletConnect })
    }
    for (const group of groupConnectors(connectors.filter(isWalletRow), recent)) {
      const { key: id, name, imageUrl, namespaces } = group
      const wallet = { id, name, imageUrl, namespaces, recent: group.recent, isWalletConnect: false }
      map.set(id, { wallet, pick: (ns) => connectorFor(group, ns) })
    }
    return map
  }, [connectors, recent])

  const connect = useCallback<UseAppKitWalletsReturnType['connect']>(
    async (walletId, { namespace, signal } = {}) => {
      const entry = byId.get(walletId)
      if (!entry) throw new NoConnectorFoundError({ details: walletId })
      setConnecting(walletId)
      try {
        await connectWallet(core, {
          connector: entry.pick(namespace ?? core.chains.activeNamespace),
          namespace,
          signal,
        })
      } finally {
        setConnecting((current) => (current === walletId ? undefined : current))
      }
    },
    [core, byId],
  )

  const wallets = useMemo(() => [...byId.values()].map((e) => e.wallet), [byId])

  return {
    wallets,
    walletConnectUri: connecting && byId.get(connecting)?.wallet.isWalletConnect ? uri : undefined,
    connecting,
    connect,
  }
}
