import type { ChainNamespace } from '@appkit/common'
import type { SessionCore } from '../core/core.js'
import { setAccount } from '../state/chains.js'

export interface FetchIdentityParameters {
  namespace: ChainNamespace
}
export type FetchIdentityReturnType = undefined
/** Never rejects: without a name the account simply has none. */
export type FetchIdentityErrorType = never

/**
 * The name and avatar of the namespace's account (spec §3's profileName and profileImage), from
 * the dapp's blockchain API (cached there 5 minutes) through the adapter, for a namespace that
 * has names. Without an API, or when it fails, the account simply has none: a missing name is
 * never worth an error.
 */
export async function fetchIdentity(
  core: SessionCore,
  { namespace }: FetchIdentityParameters,
): Promise<FetchIdentityReturnType> {
  const chain = core.chains.chains[namespace]
  const address = chain?.account.address
  const identityOf = chain?.adapter?.identity
  if (!chain || !address || !identityOf) return
  try {
    const identity = await identityOf.getIdentity({ address })
    if (!identity || chain.account.address !== address) return
    setAccount(core.chains, namespace, { profileName: identity.name, profileImage: identity.avatar })
  } catch (error) {
    console.warn('[appkit] identity unavailable', error)
  }
}
