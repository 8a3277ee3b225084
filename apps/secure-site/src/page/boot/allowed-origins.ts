import { OriginNotAllowedError } from '@appkit/common'
import { z } from 'zod/mini'
import { type FetchLike, requestJson } from '../http/request-json.js'

const ORIGINS_TIMEOUT_MS = 10_000
const originsSchema = z.object({
  allowedOrigins: z.array(z.string().check(z.maxLength(2048))).check(z.maxLength(1000)),
})

/**
 * Checks the dapp's origin against the cloud's list for the project (GET /projects/v1/origins).
 * Nothing is answered until it passes: a failed fetch is a refusal too, never a pass.
 */
export async function verifyParentOrigin(options: {
  cloudUrl: string
  projectId: string
  parentOrigin: string
  fetch: FetchLike
}): Promise<void> {
  const url = `${options.cloudUrl}/projects/v1/origins?projectId=${encodeURIComponent(options.projectId)}`
  let allowed: string[]
  try {
    ;({ allowedOrigins: allowed } = await requestJson(url, {
      schema: originsSchema,
      timeoutMs: ORIGINS_TIMEOUT_MS,
      fetch: options.fetch,
    }))
  } catch (cause) {
    throw new OriginNotAllowedError({ details: 'The allowed origins could not be fetched', cause })
  }
  // Exact comparison: an origin is scheme, host and port; no prefixes, patterns or case folding.
  if (!allowed.includes(options.parentOrigin)) {
    throw new OriginNotAllowedError({
      details: `${options.parentOrigin} is not allowed for ${options.projectId}`,
    })
  }
}
