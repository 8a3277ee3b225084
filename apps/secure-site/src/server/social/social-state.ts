import { z } from 'zod/mini'
import { isExactHttpOrigin } from '../../shared/origin.js'
import { type SocialProviderName, socialProviderSchema } from '../../shared/social-api.js'
import { mac, macMatches } from './mac-keys.js'
import { SocialStateInvalidError } from './social-errors.js'

/** A login's popup lives a few minutes; an older state is refused. */
export const SOCIAL_STATE_LIFETIME_MS = 10 * 60 * 1000

const boundSchema = z.object({ o: z.string(), p: socialProviderSchema, e: z.number() })

export interface BoundState {
  dappOrigin: string
  provider: SocialProviderName
}

/**
 * The OAuth `state`: the page's random value, the dapp's origin, the provider and an expiry, with
 * this server's MAC. The callback page posts the result only to that origin, so a state cannot be
 * made (or edited) to send a login's code to another site.
 */
export function bindState(key: Buffer, pageState: string, bound: BoundState, now = Date.now()): string {
  const claims = Buffer.from(
    JSON.stringify({ o: bound.dappOrigin, p: bound.provider, e: now + SOCIAL_STATE_LIFETIME_MS }),
  ).toString('base64url')
  const text = `${pageState}.${claims}`
  return `${text}.${mac(key, text)}`
}

/** The dapp and provider a state was made for, or SocialStateInvalidError. */
export function verifyState(key: Buffer, state: string, now = Date.now()): BoundState {
  const parts = state.split('.')
  if (parts.length !== 3 || state.length > 1024) throw new SocialStateInvalidError()
  const [pageState, claims, given] = parts as [string, string, string]
  if (!macMatches(key, `${pageState}.${claims}`, given)) throw new SocialStateInvalidError()
  let json: unknown
  try {
    json = JSON.parse(Buffer.from(claims, 'base64url').toString('utf8'))
  } catch {
    throw new SocialStateInvalidError()
  }
  const parsed = z.safeParse(boundSchema, json)
  if (!parsed.success || parsed.data.e < now || !isExactHttpOrigin(parsed.data.o)) {
    throw new SocialStateInvalidError()
  }
  return { dappOrigin: parsed.data.o, provider: parsed.data.p }
}
