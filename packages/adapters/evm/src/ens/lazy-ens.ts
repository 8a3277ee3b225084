import type { CaipNetwork } from '@appkit/common'
import type { IdentityCapability } from '@appkit/controllers/adapter'

/**
 * The identity with ENS beside it (`withEns`), its code loaded with the first name read: the EVM
 * adapter is on the dapp's first paint, and most visitors never look a name up.
 */
export function lazyEns(
  base: IdentityCapability,
  networks: () => readonly (CaipNetwork | undefined)[],
): IdentityCapability {
  let loaded: Promise<IdentityCapability> | undefined
  const ens = () => (loaded ??= import('./ens-identity.js').then(({ withEns }) => withEns(base, networks)))
  return {
    getIdentity: async (args) => (await ens()).getIdentity(args),
    resolveName: async (args) => (await ens()).resolveName?.(args),
  }
}
