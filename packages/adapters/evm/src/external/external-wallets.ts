import { ProviderNotFoundError } from '@appkit/common'
import type { Connector } from '@appkit/controllers'
import type { Eip1193Provider } from '../eip1193.js'
import { toConnectError } from './connect-error.js'
import type { EvmExternalConnector, ExternalContext } from './external-connector.js'

export type ExternalWallets = ReturnType<typeof createExternalWallets>

/**
 * The adapter's external connectors: which of them are listed, and their providers once loaded.
 * Each SDK loads once (a load that failed may be tried again); a failure is a typed error.
 */
export function createExternalWallets(list: readonly EvmExternalConnector[]) {
  const byId = new Map(list.map((external) => [external.connector.id, external]))
  const providers = new Map<string, Eip1193Provider>()
  const loads = new Map<string, Promise<Eip1193Provider>>()
  const present = (external: EvmExternalConnector) => external.present?.() ?? true

  function load(id: string, context: ExternalContext): Promise<Eip1193Provider> {
    const external = byId.get(id)
    if (!external || !present(external)) return Promise.reject(new ProviderNotFoundError({ details: id }))
    let loading = loads.get(id)
    if (!loading) {
      loading = external.load(context).then(
        (provider) => {
          providers.set(id, provider)
          return provider
        },
        (error: unknown) => {
          loads.delete(id)
          throw toConnectError(error)
        },
      )
      loads.set(id, loading)
    }
    return loading
  }

  return {
    has: (id: string) => byId.has(id),
    provider: (id: string) => providers.get(id),
    holdsTransactions: (id: string) => byId.get(id)?.holdsTransactions === true,
    /** Whether an announced wallet is one of ours under another name (the Coinbase extension). */
    hides: (rdns: string) => list.some((external) => external.replaces?.includes(rdns)),
    /** Listed: those that may be here, and of those that connect by themselves, the ones that did. */
    connectors: (): Connector[] =>
      list
        .filter((e) => present(e) && (!e.autoConnect || providers.has(e.connector.id)))
        .map((e) => e.connector),
    load,
    /**
     * Loads the connectors that connect by themselves; `found` gets each one that did. One that
     * does not (a page framed by something that is not a Safe) is simply not listed.
     */
    autoConnect(context: ExternalContext, found: (id: string, provider: Eip1193Provider) => void) {
      for (const external of list) {
        if (!external.autoConnect || !present(external)) continue
        const { id } = external.connector
        load(id, context).then(
          (provider) => found(id, provider),
          () => undefined,
        )
      }
    },
    async disconnect(id: string) {
      const provider = providers.get(id)
      if (provider) await byId.get(id)?.disconnect?.(provider)
    },
  }
}
