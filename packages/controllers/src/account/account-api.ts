import type { SessionCore } from '../core/core.js'
import { featureState } from '../core/feature-state.js'
import type { AccountApi } from '../types/account-api.js'

const loading = featureState((): { api?: Promise<AccountApi> } => ({}))

/** The dapp's blockchain API, loaded on first use; undefined when the dapp named none. */
export function accountApi(core: SessionCore): Promise<AccountApi> | undefined {
  const load = core.options.api
  if (!load) return undefined
  const state = loading(core)
  state.api ??= load().catch((error: unknown) => {
    // A chunk that failed to load (offline) may load on the next try.
    state.api = undefined
    throw error
  })
  return state.api
}
