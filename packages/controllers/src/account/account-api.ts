import type { AppKitCore } from '../core/core.js'
import type { AccountApi } from '../types/account-api.js'

/** The dapp's blockchain API, loaded on first use; undefined when the dapp named none. */
export function accountApi(core: AppKitCore): Promise<AccountApi> | undefined {
  const load = core.options.api
  if (!load) return undefined
  core.internal.api ??= load().catch((error: unknown) => {
    // A chunk that failed to load (offline) may load on the next try.
    core.internal.api = undefined
    throw error
  })
  return core.internal.api
}
