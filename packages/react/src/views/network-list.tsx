import type { CaipNetwork, ChainNamespace } from '@appkit/common'
import type { ChainState } from '@appkit/controllers'
import { switchNetworkFromModal } from '@appkit/controllers/modal'
import { useAppKitCore } from '../context.js'
import { type Snapshot, useProxy } from '../hooks/use-proxy.js'
import { NetworkImage } from '../images/network-image.js'
import { messages } from '../messages.js'
import { namespaceLabel } from '../namespace-names.js'

function Networks({ chain, label }: { chain: Snapshot<ChainState>; label: string }) {
  const core = useAppKitCore()
  const current = chain.unsupported ? undefined : chain.caipNetwork?.caipNetworkId
  return (
    <ul className="apk-list" aria-label={label}>
      {chain.requestedCaipNetworks.map((network) => (
        <li key={network.caipNetworkId}>
          <button
            type="button"
            className="apk-item"
            aria-current={network.caipNetworkId === current}
            data-testid={`network-${network.caipNetworkId}`}
            onClick={() => void switchNetworkFromModal(core, network as CaipNetwork)}
          >
            <NetworkImage network={network} />
            <span className="apk-name">{network.name}</span>
          </button>
        </li>
      ))}
    </ul>
  )
}

/**
 * The dapp's networks, grouped by namespace when it has several (the active namespace first); the
 * current network of each is marked. Picking one of another namespace switches to it (spec §2).
 */
export function NetworkList() {
  const core = useAppKitCore()
  const { chains, activeNamespace } = useProxy(core.chains)
  const namespaces = (Object.keys(chains) as ChainNamespace[]).filter(
    (namespace) => (chains[namespace]?.requestedCaipNetworks.length ?? 0) > 0,
  )
  if (namespaces.length <= 1) {
    const only = chains[activeNamespace ?? namespaces[0]!]
    return only ? <Networks chain={only} label={messages.chooseNetwork} /> : null
  }
  const ordered = [...namespaces].sort(
    (a, b) => Number(b === activeNamespace) - Number(a === activeNamespace),
  )
  return (
    <>
      {ordered.map((namespace) => (
        <section key={namespace} className="apk-form" data-testid={`networks-${namespace}`}>
          <h3 className="apk-label">{namespaceLabel(core, namespace)}</h3>
          <Networks chain={chains[namespace]!} label={namespaceLabel(core, namespace)} />
        </section>
      ))}
    </>
  )
}
