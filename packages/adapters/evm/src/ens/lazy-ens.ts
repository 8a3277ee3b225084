import type { CaipNetwork } from '@appkit/common'
import type { IdentityCapability } from '@appkit/controllers/adapter'

/** Where the EVM adapter reads names: the dapp's name service (`base`), and what it adds beside it. */
export type NameSource = (
  base: IdentityCapability,
  networks: () => readonly (CaipNetwork | undefined)[],
) => IdentityCapability

/**
 * ENS names beside the name service, for `createEvmAdapter({ names: ens() })`: "carol.eth"
 * resolves on the first network with an ENS universal resolver (`contracts.ensUniversalResolver`),
 * and an address without a name shows its primary ENS name. Asked for, not built in: with viem on
 * the page (a wagmi dapp) its lazy ENS reads make the bundler split viem, +8 KB before the first
 * click; a dapp that does not ask pays nothing.
 */
export function ens(): NameSource {
  return lazyEns
}

/** The identity with ENS beside it (`withEns`), its code loaded with the first name read. */
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
