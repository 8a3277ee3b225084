import type { AuthTypes } from '@walletconnect/types'
import { buildAuthObject, populateAuthPayload } from '@walletconnect/utils'
import type { Hex } from 'viem'
import { SUPPORTED_CAIP_CHAINS } from './chains.js'
import { SUPPORTED_METHODS } from './namespaces.js'

/** What a person reads before signing in: who asks (domain, URI), on which chains, and why. */
export interface SignInSummary {
  domain: string
  uri: string
  chains: string[]
  statement: string
}

/** The account that signs: its address, and EIP-191 signing of text. */
export interface SignInAccount {
  address: string
  signMessage(args: { message: string }): Promise<Hex>
}

/** WalletKit's `formatAuthMessage`: the EIP-4361 text of a request for one signer (`iss`). */
export type FormatAuthMessage = (args: { request: AuthTypes.BaseAuthRequestParams; iss: string }) => string

export function summarizeSignIn(payload: AuthTypes.PayloadParams): SignInSummary {
  return {
    domain: payload.domain,
    uri: payload.aud ?? '',
    chains: [...payload.chains],
    statement: payload.statement ?? '',
  }
}

/** The requested chains the wallet signs in on: the eip155 chains it knows, in the request's order. */
export function signInChains(payload: AuthTypes.PayloadParams): string[] {
  return payload.chains.filter((chain) => SUPPORTED_CAIP_CHAINS.includes(chain))
}

/**
 * Approves a one-step sign-in: one Cacao per requested chain the wallet supports. The request is
 * first narrowed to those chains and to the methods the wallet offers (WalletConnect's
 * populateAuthPayload rewrites the ReCap and writes its sentence into the statement), then each
 * chain's EIP-4361 text is signed with EIP-191 by the account. Throws when no requested chain, or
 * no requested method, is one the wallet supports; the page shows why, and the user can Reject.
 */
export async function signInCacaos(
  payload: AuthTypes.PayloadParams,
  account: SignInAccount,
  format: FormatAuthMessage,
): Promise<AuthTypes.Cacao[]> {
  const chains = signInChains(payload)
  if (chains.length === 0) {
    throw new Error(
      `The wallet signs in on ${SUPPORTED_CAIP_CHAINS.join(' and ')}, not ${payload.chains.join(', ')}`,
    )
  }
  const request = populateAuthPayload({ authPayload: payload, chains, methods: SUPPORTED_METHODS })
  const cacaos: AuthTypes.Cacao[] = []
  for (const chain of chains) {
    const iss = `did:pkh:${chain}:${account.address}`
    const signature = await account.signMessage({ message: format({ request, iss }) })
    cacaos.push(buildAuthObject(request, { t: 'eip191', s: signature }, iss))
  }
  return cacaos
}
