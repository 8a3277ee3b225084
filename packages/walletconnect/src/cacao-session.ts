import type { CaipNetworkId } from '@appkit/common'
import type { Cacao, SiwxMessageData, SiwxSession } from '@appkit/controllers'
import { buildRecapStatement, formatMessage, getRecapFromResources } from '@walletconnect/utils'
import type { WalletConnectCacao } from './provider.js'

/** `did:pkh:eip155:<chain id>:<address>`: the signer of a one-step sign-in. */
const EIP155_ISSUER = /^did:pkh:eip155:([1-9][0-9]*):(0x[0-9a-fA-F]{40})$/

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
 * text from `data`, which the sign-in's verifier requires. Undefined for a Cacao that is not an
 * eip155 sign-in or whose text cannot be written.
 */
export function cacaoToSiwxSession(cacao: WalletConnectCacao): SiwxSession | undefined {
  const { p, s } = cacao
  const issuer = EIP155_ISSUER.exec(p.iss)
  const uri = p.aud || p.uri
  if (!issuer || !uri || !p.version || !p.iat || typeof s?.s !== 'string') return undefined
  const [, reference, address] = issuer as unknown as [string, string, string]
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
    accountAddress: address,
    chainId: `eip155:${reference}` as CaipNetworkId,
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
