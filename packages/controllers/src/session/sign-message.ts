import type { ChainNamespace } from '@appkit/common'
import { AdapterNotFoundError, ConnectorNotConnectedError } from '@appkit/common'
import type { AdapterCallErrorType } from '../action-errors.js'
import type { SessionCore } from '../core/core.js'

export interface SignMessageParameters {
  message: string
  /** The namespace whose wallet signs; the active one by default. */
  namespace?: ChainNamespace
}
/** The signature, as the wallet gave it. */
export type SignMessageReturnType = string
/** No connected account in the namespace, no adapter, or the wallet's failure. */
export type SignMessageErrorType = ConnectorNotConnectedError | AdapterNotFoundError | AdapterCallErrorType

/** Asks the connected wallet of a namespace (the active one by default) to sign a text message. */
export async function signMessage(
  core: SessionCore,
  { message, namespace = core.chains.activeNamespace }: SignMessageParameters,
): Promise<SignMessageReturnType> {
  const chain = namespace ? core.chains.chains[namespace] : undefined
  const { connectorId, address, status } = chain?.account ?? {}
  if (!chain || !connectorId || !address || status !== 'connected') throw new ConnectorNotConnectedError()
  if (!chain.adapter) throw new AdapterNotFoundError({ details: `No adapter for ${chain.namespace}` })
  return chain.adapter.signMessage({ connectorId, address, message })
}
