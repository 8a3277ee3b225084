import type { CaipNetwork } from '@appkit/common'
import { switchNetworkFromModal } from '@appkit/controllers'
import { WalletImage } from '../components/wallet-image.js'
import { useAppKitCore } from '../context.js'
import { useProxy } from '../hooks/use-proxy.js'
import { messages } from '../messages.js'

/** The dapp's networks of the active namespace; the current one is marked. */
export function NetworkList() {
  const core = useAppKitCore()
  const { chains, activeNamespace } = useProxy(core.chains)
  const chain = activeNamespace ? chains[activeNamespace] : undefined
  if (!chain) return null
  const current = chain.unsupported ? undefined : chain.caipNetwork?.caipNetworkId
  return (
    <ul className="apk-list" aria-label={messages.chooseNetwork}>
      {chain.requestedCaipNetworks.map((network) => (
        <li key={network.caipNetworkId}>
          <button
            type="button"
            className="apk-item"
            aria-current={network.caipNetworkId === current}
            data-testid={`network-${network.caipNetworkId}`}
            onClick={() => void switchNetworkFromModal(core, network as CaipNetwork)}
          >
            <WalletImage src={network.imageUrl} name={network.name} />
            <span className="apk-name">{network.name}</span>
          </button>
        </li>
      ))}
    </ul>
  )
}
