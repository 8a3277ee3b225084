import type { SessionCore } from '../core/core.js'

/**
 * The name an address goes by in the active namespace (the name service's, else ENS), for views
 * that show someone else's address (Activity). Undefined when it has none or the lookup fails:
 * the address is shown instead, never an error.
 */
export async function nameOfAddress(core: SessionCore, address: string): Promise<string | undefined> {
  const namespace = core.chains.activeNamespace
  const identity = namespace ? core.chains.chains[namespace]?.adapter?.identity : undefined
  if (!identity) return undefined
  try {
    return (await identity.getIdentity({ address }))?.name ?? undefined
  } catch {
    return undefined
  }
}
