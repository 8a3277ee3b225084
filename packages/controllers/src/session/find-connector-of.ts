import type { ChainNamespace } from '@appkit/common'
import type { SessionCore } from '../core/core.js'
import { findConnector } from '../state/connectors.js'
import type { Connector } from '../types/connector.js'

/** The connector of the wallet connected in `namespace`. */
export function findConnectorOf(core: SessionCore, namespace: ChainNamespace): Connector | undefined {
  const connectorId = core.chains.chains[namespace]?.account.connectorId
  return connectorId ? findConnector(core.connectors, namespace, connectorId) : undefined
}
