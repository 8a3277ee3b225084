import type { SessionCore } from '../core/core.js'
import { siwxKey } from '../state/siwx.js'
import type { SiwxAccount } from './siwx-account.js'

/** The account and its network. */
export type HasSiwxSessionParameters = Pick<SiwxAccount, 'network' | 'address'>
export type HasSiwxSessionReturnType = boolean
/** Never rejects: a failed read counts as no session. */
export type HasSiwxSessionErrorType = never

/**
 * Whether the account holds a live session on its network, asked of the dapp's sign-in (which
 * may ask its backend). The answer is kept in state for the views and the close rule; a failed
 * read counts as no session, so the visitor is asked to sign rather than let in.
 */
export async function hasSiwxSession(
  core: SessionCore,
  { network, address }: HasSiwxSessionParameters,
): Promise<HasSiwxSessionReturnType> {
  const siwx = core.options.siwx
  if (!siwx) return true
  const key = siwxKey(network.caipNetworkId, address)
  let live = false
  try {
    live = (await siwx.getSessions(network.caipNetworkId, address)).length > 0
  } catch (error) {
    console.warn('[appkit] sign-in sessions could not be read', error)
  }
  if (live) core.siwx.signedIn[key] = true
  else delete core.siwx.signedIn[key]
  return live
}
