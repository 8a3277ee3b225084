import type { ChainNamespace } from '@appkit/common'
import type { SessionCore } from '../core/core.js'
import { findConnector } from '../state/connectors.js'
import type { Connector } from '../types/connector.js'

export interface FindConnectorOfParameters {
  namespace: ChainNamespace
}
export type FindConnectorOfReturnType = Connector | undefined

/** The connector of the wallet connected in `namespace`. */
export function findConnectorOf(
  core: SessionCore,
  { namespace }: FindConnectorOfParameters,
): FindConnectorOfReturnType {
  const connectorId = core.chains.chains[namespace]?.account.connectorId
  return connectorId ? findConnector(core.connectors, namespace, connectorId) : undefined
}
