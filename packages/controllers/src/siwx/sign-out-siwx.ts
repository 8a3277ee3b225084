import type { ChainNamespace } from '@appkit/common'
import type { SessionCore } from '../core/core.js'
import { siwxKey } from '../state/siwx.js'
import { lastSignedIn } from './last-signed-in.js'

/**
 * A disconnected account is signed out (spec §3: sign out with the wallet): its sessions on the
 * namespace's networks are revoked with the dapp's sign-in, and forgotten here. A revocation the
 * dapp's backend refuses is reported, not thrown: the wallet is gone either way.
 */
export async function signOutSiwx(
  core: SessionCore,
  namespace: ChainNamespace,
  address: string,
): Promise<void> {
  const siwx = core.options.siwx
  if (!siwx) return
  const networks = core.options.networks.filter((network) => network.chainNamespace === namespace)
  await Promise.all(
    networks.map(async ({ caipNetworkId }) => {
      delete core.siwx.signedIn[siwxKey(caipNetworkId, address)]
      try {
        await siwx.revokeSession(caipNetworkId, address)
      } catch (error) {
        console.warn('[appkit] a sign-in session could not be revoked', error)
      }
    }),
  )
  const last = lastSignedIn(core)
  if (last.network?.chainNamespace === namespace) last.network = undefined
}
