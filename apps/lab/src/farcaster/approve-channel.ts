import { mnemonicToAccount } from 'viem/accounts'
import { createSiweMessage } from 'viem/siwe'
import { DEV_MNEMONIC } from './test-fids.js'

/** What the channel's link says (the relay puts the channel's terms in its query). */
export interface ChannelLink {
  channelToken: string
  nonce: string
  siweUri: string
  domain: string
}

/** The channel's terms from its link; undefined when it lacks one. */
export function readChannelLink(link: string): ChannelLink | undefined {
  if (!URL.canParse(link)) return undefined
  const query = new URL(link).searchParams
  const [channelToken, nonce, siweUri, domain] = ['channelToken', 'nonce', 'siweUri', 'domain'].map((key) =>
    query.get(key),
  )
  if (!channelToken || !nonce || !siweUri || !domain) return undefined
  return { channelToken, nonce, siweUri, domain }
}

/**
 * Approves as the Farcaster app does (FIP-11): a Sign In With Farcaster message for the channel,
 * signed with the account's custody key, sent to the relay's /authenticate. Resolves to the relay's
 * HTTP status and its word.
 */
export async function approveChannel(
  relayUrl: string,
  link: ChannelLink,
  account: { fid: number; path: `m/44'/60'/${string}` },
  fetchImpl: typeof fetch = fetch,
): Promise<{ status: number; text: string }> {
  const custody = mnemonicToAccount(DEV_MNEMONIC, { path: account.path })
  const message = createSiweMessage({
    address: custody.address,
    chainId: 10,
    domain: link.domain,
    nonce: link.nonce,
    uri: link.siweUri,
    version: '1',
    statement: 'Farcaster Auth',
    issuedAt: new Date(),
    resources: [`farcaster://fid/${account.fid}`],
  })
  const signature = await custody.signMessage({ message })
  const response = await fetchImpl(`${relayUrl}/v1/channel/authenticate`, {
    method: 'POST',
    headers: { authorization: `Bearer ${link.channelToken}`, 'content-type': 'application/json' },
    body: JSON.stringify({ message, signature, fid: account.fid }),
  })
  return { status: response.status, text: await response.text() }
}
