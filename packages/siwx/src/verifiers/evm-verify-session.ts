import type { SiwxSession } from '@appkit/controllers'
import { type Client, createClient, getAddress, type Hex, http, verifyMessage } from 'viem'
import { getChainId } from 'viem/actions'
import { verifySiweMessage } from 'viem/siwe'
import { SiwxVerificationUnavailableError } from '../errors/session-errors.js'
import { hostOfUri } from '../message/site-of-uri.js'

// The heavy half of evmVerifier (viem's clients, the ERC-6492 universal validator, ABI coding):
// most of this package's weight, so evmVerifier loads it on the first sign-in, not with the page.

/** The configured client of a chain, made from its URL on first use and kept in `clients`. */
export function clientFor(
  configured: Client | string | undefined,
  chainId: number,
  clients: Map<number, Client>,
): Client | undefined {
  if (configured === undefined || typeof configured !== 'string') return configured
  let client = clients.get(chainId)
  if (client === undefined) {
    client = createClient({ transport: http(configured) })
    clients.set(chainId, client)
  }
  return client
}

/**
 * Verifies the signature of a session that passed checkSiwxSession: through the chain when there
 * is a client for it, else offline (only an EOA's signature can pass that way).
 */
export async function verifyEvmSession(
  session: SiwxSession,
  { client, chainId, time }: { client: Client | undefined; chainId: number; time: Date },
): Promise<boolean> {
  const { data, message } = session
  const signature = session.signature as Hex
  const address = getAddress(
    data.accountAddress.startsWith('0x') ? data.accountAddress : `0x${data.accountAddress}`,
  )
  if (client === undefined) {
    try {
      return await verifyMessage({ address, message, signature })
    } catch {
      // Not a recoverable ECDSA signature: without a chain nothing else can vouch for it.
      return false
    }
  }
  // viem checks the text's domain against this one: the URI's host, not the domain itself (which
  // the text always matches), so a phishing page's domain fails here too. No host, no check to
  // make: never let viem skip it.
  const domain = hostOfUri(data.uri)
  if (domain === undefined) return false
  await assertChain(client, chainId)
  try {
    // Checks the text's fields once more (viem's own parser) and then the signature.
    return await verifySiweMessage(client, {
      message,
      signature,
      address,
      domain,
      nonce: data.nonce,
      time,
    })
  } catch (cause) {
    throw new SiwxVerificationUnavailableError({ cause, details: `eip155:${chainId}` })
  }
}

/**
 * Asks the RPC for its chain first. viem answers a failed call with "invalid" whether the
 * signature failed or the RPC did, so this is how "could not check" is told apart from "wrong";
 * and EIP-4361 wants contract accounts resolved on the message's chain, not on whatever chain a
 * misconfigured URL serves.
 */
async function assertChain(client: Client, chainId: number): Promise<void> {
  let served: number
  try {
    served = await getChainId(client)
  } catch (cause) {
    throw new SiwxVerificationUnavailableError({
      cause,
      details: `the RPC of eip155:${chainId} did not answer`,
    })
  }
  if (served !== chainId) {
    throw new SiwxVerificationUnavailableError({
      details: `the RPC of eip155:${chainId} serves chain ${served}`,
    })
  }
}
