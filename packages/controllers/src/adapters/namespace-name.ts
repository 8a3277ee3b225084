import type { ChainNamespace } from '@appkit/common'
import type { SessionCore } from '../core/core.js'

/** How the namespace's adapter names it for the UI; undefined when the dapp has no adapter for it. */
export function namespaceName(core: SessionCore, namespace: ChainNamespace): string | undefined {
  return core.internal.adapters.find((adapter) => adapter.namespace === namespace)?.info?.name
}
