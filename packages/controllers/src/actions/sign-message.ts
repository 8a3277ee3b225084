import { ConnectorNotConnectedError } from '@appkit/common'
import { chainsState, getChain } from '../state/chains.js'

/** Asks the connected wallet of a namespace (the active one by default) to sign a text message. */
export async function signMessage(message: string, namespace = chainsState.activeNamespace): Promise<string> {
  const chain = namespace ? getChain(namespace) : undefined
  const { connectorId, address, status } = chain?.account ?? {}
  if (!chain?.adapter || !connectorId || !address || status !== 'connected')
    throw new ConnectorNotConnectedError()
  return chain.adapter.signMessage({ connectorId, address, message })
}
