import { createHash } from 'node:crypto'
import {
  type Address,
  createPublicClient,
  http,
  isAddressEqual,
  isHex,
  parseAbi,
  recoverMessageAddress,
} from 'viem'
import { parseSiweMessage, validateSiweMessage } from 'viem/siwe'
import type { FarcasterProof } from '../../shared/farcaster-api.js'
import { BadRequestError } from '../errors.js'
import { SocialIdentityMismatchError } from '../social/social-errors.js'
import type { SocialIdentity } from '../social/social-proof.js'

/** Recovery wants an approval of the last minutes, not a message kept from an old login. */
export const FARCASTER_PROOF_MAX_AGE_MS = 10 * 60_000
export const FARCASTER_ISSUER = 'farcaster'
const FID_RESOURCE = /^farcaster:\/\/fid\/([1-9]\d*)\/?$/

/** Farcaster's ID registry on OP mainnet; the lab's local chain has it at the same address. */
export const ID_REGISTRY_ADDRESS: Address = '0x00000000Fc6c5F01Fc30151999387Bb99A9f489b'
const idRegistryAbi = parseAbi(['function idOf(address owner) view returns (uint256)'])

export interface FarcasterProofContext {
  /** The fid a custody address owns, as the ID registry says (0: none). */
  fidOf(custody: Address): Promise<bigint>
  now?: () => number
}

/** The registry read over JSON-RPC (SECURE_SITE_FARCASTER_RPC_URL, read at each proof). */
export function registryOverRpc(rpcUrl: () => string): FarcasterProofContext['fidOf'] {
  return (custody) =>
    createPublicClient({ transport: http(rpcUrl()) }).readContract({
      address: ID_REGISTRY_ADDRESS,
      abi: idRegistryAbi,
      functionName: 'idOf',
      args: [custody],
    })
}

const sha256Hex = (text: string) => createHash('sha256').update(text).digest('hex')

/**
 * The identity a Farcaster user proves (farcaster, fid): a Sign In With Farcaster message whose
 * nonce is the SHA-256 of the page's verifier, issued in the last 10 minutes, signed by the address
 * it names, which the ID registry says owns the fid it names. Verified here: the cloud's word (its
 * relay's status, its login answer) is not taken.
 */
export async function verifyFarcasterProof(
  ctx: FarcasterProofContext,
  proof: FarcasterProof,
): Promise<SocialIdentity> {
  const now = ctx.now?.() ?? Date.now()
  const message = parseSiweMessage(proof.message)
  const fids = (message.resources ?? []).filter((resource) => FID_RESOURCE.test(resource))
  if (!message.address || !message.nonce || !message.issuedAt || fids.length !== 1 || message.chainId !== 10)
    throw new BadRequestError('Invalid body: farcaster: not a Sign In With Farcaster message')
  // Only the page that opened the channel knows the verifier; the relay saw the nonce alone.
  if (message.nonce !== sha256Hex(proof.verifier)) throw new SocialIdentityMismatchError()
  const age = now - message.issuedAt.getTime()
  if (
    age > FARCASTER_PROOF_MAX_AGE_MS ||
    age < -60_000 ||
    !validateSiweMessage({ message, time: new Date(now) })
  )
    throw new SocialIdentityMismatchError()
  if (!isHex(proof.signature)) throw new SocialIdentityMismatchError()
  const signer = await recoverMessageAddress({ message: proof.message, signature: proof.signature }).catch(
    () => undefined,
  )
  if (!signer || !isAddressEqual(signer, message.address)) throw new SocialIdentityMismatchError()
  const fid = BigInt(FID_RESOURCE.exec(fids[0]!)![1]!)
  if ((await ctx.fidOf(message.address)) !== fid) throw new SocialIdentityMismatchError()
  return { issuer: FARCASTER_ISSUER, subject: fid.toString() }
}
