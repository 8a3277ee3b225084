import type { CaipNetwork } from '@appkit/common'
import type { IdentityCapability } from '@appkit/controllers/adapter'

// viem's ENS actions come with the first ENS name looked up, never with the page.
const ensReads = () => import('./ens-reads.js')

/** An ENS name as a person types it: labels ending in ".eth". */
export function isEnsName(name: string): boolean {
  return /^[^.\s]+(\.[^.\s]+)*\.eth$/i.test(name.trim())
}

/**
 * The name service's identity (`base`, through the blockchain API) with ENS beside it, read on
 * the first network (the current one first) that has an ENS universal resolver: "carol.eth"
 * resolves on chain, and an address without a name-service name shows its primary ENS name.
 */
export function withEns(
  base: IdentityCapability,
  networks: () => readonly (CaipNetwork | undefined)[],
): IdentityCapability {
  const ensNetwork = () => networks().find((network) => network?.contracts?.ensUniversalResolver)
  return {
    async getIdentity(args) {
      const found = await base.getIdentity(args)
      const network = ensNetwork()
      if (found?.name || !network) return found
      const name = await (await ensReads()).ensNameOf(network, args.address)
      return name ? { ...found, name } : found
    },
    async resolveName(args) {
      const network = ensNetwork()
      if (network && isEnsName(args.name)) return (await ensReads()).ensAddressOf(network, args.name)
      return base.resolveName?.(args)
    },
  }
}
