import { OriginNotAllowedError } from '@appkit/common'
import { accountApi } from '../account/account-api.js'
import type { SessionCore } from '../core/core.js'
import { featureState } from '../core/feature-state.js'

/** Whether the project's allowed origins once included this page's: asked until they do. */
const pageOrigin = featureState(() => ({ allowed: false }))

/**
 * Refuses the embedded wallet on a page whose origin is off the project's allowed origins (spec §7),
 * with APKT002, so the visitor hears it at once rather than after the secure frame's 20 s load wait
 * (the secure site refuses to answer such a page). A 429 or 5xx raises APKT010 or APKT009 and fails
 * too, since the secure site asks the same service; any other failure counts as an empty list, as
 * the spec says, and leaves the decision to the secure site. Asked until it once passes.
 */
export async function assertPageOriginAllowed(
  core: SessionCore,
  { signal, origin = globalThis.location?.origin }: { signal?: AbortSignal; origin?: string } = {},
): Promise<void> {
  if (pageOrigin(core).allowed || origin === undefined) return
  const api = await accountApi(core)
  if (!api) return
  let allowed: string[]
  try {
    allowed = await api.getAllowedOrigins({ signal })
  } catch (error) {
    const code = api.alertCodeOf(error)
    if (!code) return
    core.session.emit('refused', { code, error })
    throw error
  }
  if (allowed.length > 0 && !allowed.includes(origin)) {
    const error = new OriginNotAllowedError({
      details: `${origin} is not among the project's allowed origins`,
    })
    core.session.emit('refused', { code: 'APKT002', error })
    throw error
  }
  pageOrigin(core).allowed = true
}
