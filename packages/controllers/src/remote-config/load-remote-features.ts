import { accountApi } from '../account/account-api.js'
import type { AppKitCore } from '../core/core.js'
import { featureState } from '../core/feature-state.js'
import { showAlert } from '../state/alert.js'
import { mergeRemoteFeatures } from './merge-features.js'

const remoteFeatures = featureState((): { loading?: Promise<void> } => ({}))

/**
 * Fetches the project's remote features (GET /appkit/v1/config) once per instance and merges them
 * over the dapp's (mergeRemoteFeatures). The modal calls it when it first opens, never before: no
 * request leaves the page until the visitor acts. A 429 raises APKT010, a 5xx APKT009, an id the
 * service refuses APKT007 (spec §8); on any failure the dapp's own features stand, and it is not
 * asked again. Without a project id nothing is asked and APKT008 (Project ID Missing) is raised;
 * without an API nothing is asked.
 */
export function loadRemoteFeatures(core: AppKitCore): Promise<void> {
  const state = remoteFeatures(core)
  state.loading ??= fetchRemoteFeatures(core).catch(() => {
    // The API's chunk did not load (offline): the next open may try again.
    state.loading = undefined
  })
  return state.loading
}

async function fetchRemoteFeatures(core: AppKitCore): Promise<void> {
  if (!core.options.projectId) {
    // Spec §8's APKT008: every remote service refuses a dapp without a project id.
    void showAlert(core.alert, 'APKT008')
    return
  }
  const api = await accountApi(core)
  if (!api?.getRemoteFeatures) return
  let features: Awaited<ReturnType<typeof api.getRemoteFeatures>>
  try {
    features = await api.getRemoteFeatures()
  } catch (error) {
    const code = api.alertCodeOf(error)
    if (code) void showAlert(core.alert, code)
    return
  }
  const { options } = core
  Object.assign(options.features, mergeRemoteFeatures(options.features, features, options.featuresOmitted))
}
