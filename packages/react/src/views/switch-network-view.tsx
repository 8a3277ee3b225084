import { WalletImage } from '../components/wallet-image.js'
import { useAppKitCore } from '../context.js'
import { useProxy } from '../hooks/use-proxy.js'
import { messages } from '../messages.js'
import { NetworksView } from './networks-view.js'

/**
 * The wallet is asked to move to a network and has not answered yet (a prompt, a phone). Opened
 * without a network (by a dapp's `open({ view })`), it is the list to pick one from.
 */
export function SwitchNetworkView() {
  const core = useAppKitCore()
  const { data } = useProxy(core.router)
  const network = data?.network
  if (!network) return <NetworksView />
  return (
    <div className="apk-center" data-testid="switch-network" aria-busy="true">
      <WalletImage src={network.imageUrl} name={network.name} />
      <p className="apk-title">{messages.switchActiveChainTitle(network.name)}</p>
      <p className="apk-muted">{messages.approveSwitchInWallet}</p>
      <span className="apk-spinner" role="progressbar" aria-label={messages.switchingNetwork} />
    </div>
  )
}
