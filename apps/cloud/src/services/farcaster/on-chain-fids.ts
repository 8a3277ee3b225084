import { type Address, createPublicClient, http, isAddressEqual, parseAbi, zeroAddress } from 'viem'
import type { FidLookup } from './fid-lookup.js'

/** The ID registry's read a sign-in needs: the address that owns a fid (zero for none). */
const ID_REGISTRY_ABI = parseAbi(['function custodyOf(uint256 fid) view returns (address)'])

/** How long one registry read may take before the sign-in fails (the node is down or stuck). */
const READ_TIMEOUT_MS = 10_000

export interface OnChainFidsOptions {
  /** A JSON-RPC node of the chain with the registry (OP mainnet in production). */
  rpcUrl: string
  /** Farcaster's ID registry on that chain. */
  registryAddress: Address
}

/**
 * Who owns a fid, read from Farcaster's ID registry on chain at each sign-in (a fid can be moved to
 * another custody address at any time, so nothing is cached). No profile hub is read: the user name
 * is the fid in Farcaster's own `!<fid>` form. A node that fails makes the read, and so the
 * sign-in, fail rather than pass.
 */
export function onChainFids({ rpcUrl, registryAddress }: OnChainFidsOptions): FidLookup {
  const client = createPublicClient({ transport: http(rpcUrl, { retryCount: 0, timeout: READ_TIMEOUT_MS }) })
  return async (fid) => {
    const custody = await client.readContract({
      address: registryAddress,
      abi: ID_REGISTRY_ABI,
      functionName: 'custodyOf',
      args: [BigInt(fid)],
    })
    if (isAddressEqual(custody, zeroAddress)) return undefined
    const name = `!${fid}`
    return { fid, custody, username: name, displayName: name, bio: '', pfpUrl: '' }
  }
}
