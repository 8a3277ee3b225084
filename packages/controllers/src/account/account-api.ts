import type { AppKitCore } from '../core/core.js'
import { showAlert } from '../state/alert.js'
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

/** Shows the spec §8 alert a failure of the API calls for (429 → APKT010, 5xx → APKT009). */
export async function alertForApiFailure(core: AppKitCore, error: unknown): Promise<void> {
  const api = await accountApi(core)?.catch(() => undefined)
  const code = api?.alertCodeOf(error)
  if (code) void showAlert(core.alert, code)
}
