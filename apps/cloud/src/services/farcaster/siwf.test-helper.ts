import type { Hex } from 'viem'
import { mnemonicToAccount } from 'viem/accounts'
import { createSiweMessage } from 'viem/siwe'
import { TEST_FID_MNEMONIC, TEST_FIDS, testFidPath } from './test-fids.js'
import { SIWF_CHAIN_ID, SIWF_STATEMENT } from './verify-sign-in.js'

/**
 * The custody keys of the registry's test fids (the lab page derives them the same way), derived as
 * the helper loads: a derivation blocks the event loop for seconds on a loaded machine, long enough
 * for a server to drop the keep-alive socket a test's next request then reuses (ECONNRESET).
 */
const CUSTODIES = TEST_FIDS.map((_, index) =>
  mnemonicToAccount(TEST_FID_MNEMONIC, { path: testFidPath(index) }),
)

/** The custody key of the registry's `index`th test fid. */
export const custodyOf = (index: number) => CUSTODIES[index]!

export interface SignInParts {
  nonce: string
  domain: string
  siweUri: string
  /** Which test fid signs (an index into TEST_FIDS); 0 by default. */
  index?: number
  /** The fid the message names; the signer's own by default. */
  fid?: number
  issuedAt?: Date
  expirationTime?: Date
  statement?: string
  chainId?: number
}

/** A Sign In With Farcaster message for a channel, signed by a test fid's custody key. */
export async function signIn(parts: SignInParts): Promise<{ message: string; signature: Hex; fid: number }> {
  const index = parts.index ?? 0
  const account = custodyOf(index)
  const fid = parts.fid ?? TEST_FIDS[index]!.fid
  const message = createSiweMessage({
    address: account.address,
    chainId: parts.chainId ?? SIWF_CHAIN_ID,
    domain: parts.domain,
    nonce: parts.nonce,
    uri: parts.siweUri,
    version: '1',
    statement: parts.statement ?? SIWF_STATEMENT,
    issuedAt: parts.issuedAt ?? new Date(),
    ...(parts.expirationTime ? { expirationTime: parts.expirationTime } : {}),
    resources: [`farcaster://fid/${fid}`],
  })
  return { message, signature: await account.signMessage({ message }), fid }
}
