import { z } from 'zod/mini'
import { isExactHttpOrigin } from '../../shared/origin.js'
import { parseChain } from '../chain-ids.js'
import { InvalidFrameQueryError } from '../errors.js'

/** Spec §9: the default chain is 1; the SDK's default version string. */
const DEFAULT_CHAIN_ID = 1
const DEFAULT_VERSION = 'html-wagmi-4.2.2'

const flag = (fallback: boolean) =>
  z.pipe(
    z.optional(z.enum(['true', 'false'])),
    z.transform((value) => (value === undefined ? fallback : value === 'true')),
  )

const httpUrl = z.string().check(
  z.maxLength(2048),
  z.refine((value) => {
    try {
      return isExactHttpOrigin(new URL(value).origin)
    } catch {
      return false
    }
  }, 'must be an http(s) URL'),
)

const chainId = z.pipe(
  z.optional(z.string().check(z.maxLength(128))),
  z.transform((value, ctx) => {
    if (value === undefined) return DEFAULT_CHAIN_ID
    const chain = parseChain(value)
    if (!chain) {
      ctx.issues.push({ code: 'custom', message: 'not an EVM or Solana chain id', input: value })
      return z.NEVER
    }
    return chain.namespace === 'eip155' ? chain.id : chain.caip
  }),
)

/** Spec §7's frame URL query, as createFrameHost writes it. */
const frameQuerySchema = z.object({
  projectId: z.string().check(z.minLength(1), z.maxLength(128)),
  chainId,
  version: z._default(z.string().check(z.minLength(1), z.maxLength(64)), DEFAULT_VERSION),
  enableLogger: flag(true),
  rpcUrl: z.optional(httpUrl),
  enableCloudAuthAccount: flag(false),
})

export type FrameQuery = z.output<typeof frameQuerySchema>

/** The frame URL's query (`location.search`); InvalidFrameQueryError names the bad parameter. */
export function parseFrameQuery(search: string): FrameQuery {
  const params = new URLSearchParams(search)
  const raw: Record<string, string> = {}
  for (const key of ['projectId', 'chainId', 'version', 'enableLogger', 'rpcUrl', 'enableCloudAuthAccount']) {
    const value = params.get(key)
    if (value !== null) raw[key] = value
  }
  const parsed = z.safeParse(frameQuerySchema, raw)
  if (!parsed.success) {
    const fields = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.code}`)
    throw new InvalidFrameQueryError({ details: fields.join(', ') })
  }
  return parsed.data
}
