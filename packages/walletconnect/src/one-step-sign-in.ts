import { type CaipNetwork, NoSignInNetworkError } from '@appkit/common'
import type { SiwxConfig, WalletConnectNamespace, WalletConnectRules } from '@appkit/controllers'
import { requestedChains } from './proposal-namespaces.js'
import type {
  WalletConnectAuthenticateParams,
  WalletConnectCacao,
  WalletConnectProvider,
} from './provider.js'

/**
 * Spec §5: WalletConnect's one-step sign-in (`wc_sessionAuthenticate`) carries the chains of some
 * namespaces only (their adapters say so, with their accounts' rules: EVM's), so it is used when the
 * dapp signs in and every network it configured is of such a namespace.
 */
export function usesOneStepSignIn(
  siwx: SiwxConfig | undefined,
  networks: readonly CaipNetwork[],
  rules: WalletConnectRules,
): boolean {
  return (
    siwx !== undefined &&
    networks.length > 0 &&
    networks.every((n) => {
      const rule = rules[n.chainNamespace]
      return rule?.oneStepSignIn === true && rule.signInAccount !== undefined
    })
  )
}

/**
 * What UniversalProvider's `authenticate` is asked: every chain of the dapp (all of namespaces that
 * one-step sign-in carries), the nonce, domain, URI, statement, resources and times of a message
 * from the dapp's sign-in (made for the namespace's placeholder account on the first chain: the
 * wallet puts its own account in what it signs), the methods of the
 * proposal (they become the ReCap the wallet signs), and the proposal's namespaces for their `rpcMap`.
 */
export async function authenticateParams(
  siwx: SiwxConfig,
  networks: readonly CaipNetwork[],
  optionalNamespaces: Record<string, WalletConnectNamespace>,
  rules: WalletConnectRules,
): Promise<WalletConnectAuthenticateParams> {
  const chains = requestedChains(networks)
  const [first] = networks
  const placeholder = first && rules[first.chainNamespace]?.signInAccount?.placeholder
  if (!first || placeholder === undefined) throw new NoSignInNetworkError()
  const message = await siwx.createMessage({
    accountAddress: placeholder,
    chainId: first.caipNetworkId,
  })
  const params: WalletConnectAuthenticateParams = {
    chains,
    domain: message.domain,
    uri: message.uri,
    nonce: message.nonce,
    methods: Object.values(optionalNamespaces).flatMap((part) => part.methods),
    optionalNamespaces,
  }
  // Empty optional fields mean "none" in a sign-in message; WalletConnect would write them out.
  if (message.statement) params.statement = message.statement
  if (message.expirationTime) params.exp = message.expirationTime
  if (message.notBefore) params.nbf = message.notBefore
  if (message.requestId) params.requestId = message.requestId
  if (message.resources?.length) params.resources = [...message.resources]
  return params
}

export interface ConnectAndSignInOptions {
  provider: WalletConnectProvider
  siwx: SiwxConfig
  networks: readonly CaipNetwork[]
  optionalNamespaces: Record<string, WalletConnectNamespace>
  rules: WalletConnectRules
}

/**
 * Pairs with a session proposal and a sign-in request at once; resolves with the wallet's
 * signatures (one Cacao per chain it signed in on), or undefined when it only connected (a wallet
 * without one-step sign-in answers the proposal). When the dapp's sign-in cannot make a message
 * (its nonce server is down), the wallet is connected without it: the modal's sign-in asks again
 * after the connection and shows that error where the user can retry.
 */
export async function connectAndSignIn({
  provider,
  siwx,
  networks,
  optionalNamespaces,
  rules,
}: ConnectAndSignInOptions): Promise<WalletConnectCacao[] | undefined> {
  let params: WalletConnectAuthenticateParams
  try {
    params = await authenticateParams(siwx, networks, optionalNamespaces, rules)
  } catch (error) {
    console.warn('[appkit] sign-in: no message for WalletConnect; connecting without signing in', error)
    await provider.connect({ optionalNamespaces })
    return undefined
  }
  const { auths } = await provider.authenticate(params)
  return auths?.length ? auths : undefined
}
