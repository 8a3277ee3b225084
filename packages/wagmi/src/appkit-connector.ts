import type { Eip1193Provider } from '@appkit/adapter-evm'
import {
  AccountNotFoundError,
  type CaipNetwork,
  ChainNotConfiguredError,
  ProviderNotFoundError,
} from '@appkit/common'
import type { Connector } from '@appkit/controllers'
import type { AdapterAccount } from '@appkit/controllers/adapter'
import { createConnector } from '@wagmi/core'
import { type Address, getAddress } from 'viem'

/** What one of our connectors brings to wagmi: the wallet, and how our adapter talks to it. */
export interface ConnectorSource {
  /** Ours, as the modal lists it: its id is the wagmi connector's id. */
  connector: Connector
  networks: readonly CaipNetwork[]
  /** The wallet's EIP-1193 provider, when there is one now. */
  provider(): Eip1193Provider | undefined
  /** Asks the wallet (or, resuming, reads what it already allows); undefined when it allows nothing. */
  connect(args: { isReconnecting: boolean }): Promise<AdapterAccount | undefined>
  disconnect(): Promise<void>
  switchNetwork(network: CaipNetwork): Promise<void>
  /**
   * Whether wagmi holds this connection now. AppKit's core decides what to resume (it remembers
   * what the user connected and disconnected), so wagmi's own reconnect only keeps what it holds.
   */
  isHeld(): boolean
}

/** Spec §3: the connector of the wagmi layer carries our image id beside wagmi's fields. */
export interface AppKitConnectorProperties extends Record<string, unknown> {
  imageId: string | undefined
}

const toAddresses = (accounts: readonly string[]): Address[] => accounts.map((a) => getAddress(a))

/**
 * A wagmi connector made of one of ours: wagmi's actions (connect, disconnect, switchChain, and the
 * clients behind useSendTransaction or useSignMessage) reach the same wallet, the same way, as the
 * modal. The wallet's events go to wagmi's store; the bridge tells our core from there.
 */
export function appKitConnector(source: ConnectorSource) {
  const { connector } = source
  return createConnector<Eip1193Provider, AppKitConnectorProperties>((config) => {
    let stopListening: (() => void) | undefined

    const onAccountsChanged = (accounts: string[]) => {
      if (accounts.length === 0) onDisconnect()
      else config.emitter.emit('change', { accounts: toAddresses(accounts) })
    }
    const onChainChanged = (chainId: string | number) => {
      const id = Number(chainId)
      if (Number.isSafeInteger(id)) config.emitter.emit('change', { chainId: id })
    }
    const onDisconnect = () => {
      stopListening?.()
      stopListening = undefined
      config.emitter.emit('disconnect')
    }

    function listen(wallet: Eip1193Provider) {
      stopListening?.()
      wallet.on?.('accountsChanged', onAccountsChanged)
      wallet.on?.('chainChanged', onChainChanged)
      wallet.on?.('disconnect', onDisconnect)
      stopListening = () => {
        wallet.removeListener?.('accountsChanged', onAccountsChanged)
        wallet.removeListener?.('chainChanged', onChainChanged)
        wallet.removeListener?.('disconnect', onDisconnect)
      }
    }

    function provider(): Eip1193Provider {
      const wallet = source.provider()
      if (!wallet) throw new ProviderNotFoundError({ details: connector.id })
      return wallet
    }

    async function switchChain({ chainId }: { chainId: number }) {
      const network = source.networks.find((n) => n.id === chainId)
      const chain = config.chains.find((c) => c.id === chainId)
      if (!network || !chain) throw new ChainNotConfiguredError({ details: `eip155:${chainId}` })
      await source.switchNetwork(network)
      config.emitter.emit('change', { chainId })
      return chain
    }

    return {
      id: connector.id,
      name: connector.name,
      type: connector.type,
      icon: connector.imageUrl ?? connector.info?.icon,
      rdns: connector.info?.rdns,
      imageId: connector.imageId,

      async connect({ chainId, isReconnecting = false, withCapabilities } = {}) {
        const account = await source.connect({ isReconnecting })
        if (!account) throw new AccountNotFoundError({ details: `${connector.id} allows no account` })
        const wallet = source.provider()
        if (wallet) listen(wallet)
        let current = Number(account.chainId)
        if (chainId !== undefined && chainId !== current) current = (await switchChain({ chainId })).id
        const accounts = toAddresses(account.accounts)
        return {
          accounts: (withCapabilities
            ? accounts.map((address) => ({ address, capabilities: {} }))
            : accounts) as never,
          chainId: current,
        }
      },

      async disconnect() {
        stopListening?.()
        stopListening = undefined
        await source.disconnect()
      },

      async getAccounts() {
        const accounts = await provider().request({ method: 'eth_accounts' })
        return toAddresses(Array.isArray(accounts) ? accounts.filter((a) => typeof a === 'string') : [])
      },

      async getChainId() {
        return Number(await provider().request({ method: 'eth_chainId' }))
      },

      async getProvider() {
        return provider()
      },

      async isAuthorized() {
        return source.isHeld()
      },

      switchChain,
      onAccountsChanged,
      onChainChanged,
      onDisconnect,
    }
  })
}
