import { isAddressEqual, isHex, recoverMessageAddress } from 'viem'
import { parseSiweMessage, validateSiweMessage } from 'viem/siwe'
import type { FidLookup } from './fid-lookup.js'
import type { FarcasterUser } from './test-fids.js'

/** What a channel was opened for: a message completes it only if it names these. */
export interface ChannelTerms {
  nonce: string
  domain: string
  siweUri: string
}

/** What a Farcaster app sends to complete a channel. */
export interface SignInProof {
  message: string
  signature: string
  fid: number
}

/** Sign In With Farcaster (FIP-11) fixes these in every message. */
export const SIWF_STATEMENT = 'Farcaster Auth'
export const SIWF_CHAIN_ID = 10
const FID_RESOURCE = /^farcaster:\/\/fid\/([1-9]\d*)\/?$/

/** A message or signature that does not sign in; `reason` says which check it failed. */
export class SignInRefusedError extends Error {
  constructor(readonly reason: string) {
    super(`Sign in with Farcaster refused: ${reason}`)
    this.name = 'SignInRefusedError'
  }
}

/**
 * Checks a proof as the protocol says: an EIP-4361 message with Farcaster's statement and chain id,
 * exactly one fid resource (the fid claimed), this channel's nonce, domain and URI, inside its
 * validity window at `now`, signed by the custody address the registry holds for that fid. Resolves
 * to the fid's account; throws SignInRefusedError for the first check that fails.
 */
export async function verifySignIn(
  terms: ChannelTerms,
  proof: SignInProof,
  registry: FidLookup,
  now: Date,
): Promise<FarcasterUser> {
  const message = parseSiweMessage(proof.message)
  if (!message.address || !message.domain || !message.uri || !message.nonce || !message.version)
    throw new SignInRefusedError('not an EIP-4361 message')
  if (message.statement !== SIWF_STATEMENT)
    throw new SignInRefusedError(`statement must be '${SIWF_STATEMENT}'`)
  if (message.chainId !== SIWF_CHAIN_ID) throw new SignInRefusedError(`chain id must be ${SIWF_CHAIN_ID}`)
  const fids = (message.resources ?? []).filter((resource) => FID_RESOURCE.test(resource))
  if (fids.length !== 1) throw new SignInRefusedError('exactly one fid resource is needed')
  const fid = Number(FID_RESOURCE.exec(fids[0]!)![1])
  if (fid !== proof.fid) throw new SignInRefusedError('the message is for another fid')
  if (message.nonce !== terms.nonce) throw new SignInRefusedError('invalid nonce')
  if (message.domain !== terms.domain) throw new SignInRefusedError('invalid domain')
  if (message.uri !== terms.siweUri) throw new SignInRefusedError('invalid uri')
  if (!validateSiweMessage({ message, time: now }))
    throw new SignInRefusedError('the message is expired or not valid yet')
  const user = await registry(fid)
  if (!user) throw new SignInRefusedError(`fid ${fid} is not registered`)
  if (!isAddressEqual(message.address, user.custody))
    throw new SignInRefusedError(`the message's address is not the custody address of fid ${fid}`)
  if (!isHex(proof.signature)) throw new SignInRefusedError('the signature is not hex')
  const signer = await recoverMessageAddress({ message: proof.message, signature: proof.signature }).catch(
    () => undefined,
  )
  if (!signer || !isAddressEqual(signer, user.custody))
    throw new SignInRefusedError(`the signature is not by the custody address of fid ${fid}`)
  return user
}
