import { type CaipNetworkId, parseCaipAddress } from '@appkit/common'
import type { Cacao, SiwxMessageData, SiwxSession, WalletConnectRules } from '@appkit/controllers'
import { buildRecapStatement, formatMessage, getRecapFromResources } from '@walletconnect/utils'
import type { WalletConnectCacao } from './provider.js'

const DID_PKH = 'did:pkh:'

/**
 * A Cacao of WalletConnect's one-step sign-in as a sign-in session: `data` from its payload (the
 * account and chain from `iss`, the URI from `aud`, Issued At from `iat`, Expiration Time from
 * `exp`, Not Before from `nbf`), `message` the text the wallet signed, `signature` its `s.s`, and
 * the Cacao itself.
 *
 * The text is what WalletConnect's protocol defines as signed (`formatMessage` of
 * @walletconnect/utils, what the wallet signs and what WalletConnect checked the signature
 * against). A ReCap in the resources adds its sentence to the statement in that text, so the
 * statement in `data` is the one written there: then the dapp's EIP-4361 formatter writes the same
 * text from `data`, which the sign-in's verifier requires. Undefined for a Cacao whose signer is
 * not an account of a namespace that signs in at pairing (as its adapter's `rules` say), or whose
 * text cannot be written.
 */
export function cacaoToSiwxSession(
  cacao: WalletConnectCacao,
  rules: WalletConnectRules,
): SiwxSession | undefined {
  const { p, s } = cacao
  const signer = signerOf(p.iss, rules)
  const uri = p.aud || p.uri
  if (!signer || !uri || !p.version || !p.iat || typeof s?.s !== 'string') return undefined
  let message: string
  let statement: string
  try {
    message = formatMessage(p, p.iss)
    statement = buildRecapStatement(p.statement ?? '', getRecapFromResources(p.resources))
  } catch {
    // A statement with a line break or a ReCap that does not decode: nothing anyone could verify.
    return undefined
  }
  const data: SiwxMessageData = {
    accountAddress: signer.address,
    chainId: signer.chainId,
    domain: p.domain,
    uri,
    version: p.version,
    nonce: p.nonce,
    issuedAt: p.iat,
  }
  if (statement) data.statement = statement
  if (p.resources) data.resources = [...p.resources]
  if (p.requestId) data.requestId = p.requestId
  if (p.exp) data.expirationTime = p.exp
  if (p.nbf) data.notBefore = p.nbf
  return { data, message, signature: s.s, cacao: toCacao(cacao, uri, p.iat) }
}

/** The Cacao as `@appkit/controllers` types it: only the fields it names. */
function toCacao({ p, s }: WalletConnectCacao, aud: string, iat: string): Cacao {
  const payload: Cacao['p'] = {
    domain: p.domain,
    iss: p.iss,
    aud,
    version: p.version ?? '1',
    nonce: p.nonce,
    iat,
  }
  if (p.nbf) payload.nbf = p.nbf
  if (p.exp) payload.exp = p.exp
  if (p.statement) payload.statement = p.statement
  if (p.requestId) payload.requestId = p.requestId
  if (p.resources) payload.resources = [...p.resources]
  return { h: { t: 'caip122' }, p: payload, s: { t: s.t, s: s.s } }
}

/**
 * `did:pkh:<CAIP-10 account>`, the signer of a one-step sign-in: its chain and address, when the
 * namespace signs in at pairing, the chain reference is written as the namespace writes it (EVM's
 * `eip155:1`, not `eip155:0x1`) and the address is one of the namespace's.
 */
function signerOf(
  issuer: string,
  rules: WalletConnectRules,
): { chainId: CaipNetworkId; address: string } | undefined {
  if (!issuer.startsWith(DID_PKH)) return undefined
  let account: ReturnType<typeof parseCaipAddress>
  try {
    account = parseCaipAddress(issuer.slice(DID_PKH.length))
  } catch {
    return undefined
  }
  const { chainNamespace, chainId, address } = account
  const rule = rules[chainNamespace]
  if (!rule?.oneStepSignIn || !rule.signInAccount?.isAddress(address)) return undefined
  if (rule.chainId && String(rule.chainId(chainId)) !== chainId) return undefined
  return { chainId: `${chainNamespace}:${chainId}`, address }
}
