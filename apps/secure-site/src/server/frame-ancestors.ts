import { z } from 'zod/mini'
import { isExactHttpOrigin } from '../shared/origin.js'
import type { FetchLike } from './cloud-session.js'

const ORIGINS_TIMEOUT_MS = 5000
const originsAnswerSchema = z.object({
  allowedOrigins: z.array(z.string().check(z.maxLength(2048))).check(z.maxLength(1000)),
})

/**
 * The origins that may frame the page for `projectId`: the cloud's /projects/v1/origins list. Any
 * failure (no projectId, the cloud down, a bad answer) is `[]`, which the CSP turns into 'none':
 * when in doubt, no site may frame the wallet. Entries that are not exact origins are dropped, so
 * nothing the cloud answers can add a directive to the header.
 */
export async function fetchFrameAncestors(options: {
  cloudUrl: string
  projectId: string | null
  fetch?: FetchLike
  timeoutMs?: number
}): Promise<string[]> {
  const projectId = options.projectId?.trim()
  if (!projectId || projectId.length > 128) return []
  const fetchFn = options.fetch ?? fetch
  try {
    const url = `${options.cloudUrl}/projects/v1/origins?projectId=${encodeURIComponent(projectId)}`
    const response = await fetchFn(url, {
      signal: AbortSignal.timeout(options.timeoutMs ?? ORIGINS_TIMEOUT_MS),
    })
    if (!response.ok) return []
    const parsed = z.safeParse(originsAnswerSchema, await response.json())
    if (!parsed.success) return []
    return [...new Set(parsed.data.allowedOrigins.filter(isExactHttpOrigin))]
  } catch {
    return []
  }
}
