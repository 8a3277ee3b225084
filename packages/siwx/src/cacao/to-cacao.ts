import type { Cacao, SiwxSession } from '@appkit/controllers'
import { isErc6492Signature, isHex } from 'viem'
import { MissingSiwxFieldError } from '../errors/field-errors.js'
import type { SiwxNamespace } from '../message/namespaces.js'
import { validateSiwxMessageData } from '../message/validate-message-data.js'

export interface ToCacaoOptions {
  /** The signature type (`s.t`), when the caller knows better than the default (a verifier does). */
  signatureType?: string
}

/**
 * A session as a CAIP-74 Cacao: header `caip122`, the message fields as the payload with the
 * signer as `did:pkh:{chainId}:{address}`, and the signature with its type. Without
 * `signatureType` the type is `eip6492` for an ERC-6492-wrapped signature and `eip191` for any
 * other EVM one (a contract account's `eip1271` cannot be told offline: pass it), `solana:ed25519`
 * for Solana and `bip322` for Bitcoin. Throws like formatSiwxMessage for invalid data, and
 * MissingSiwxFieldError without `issuedAt`, which a Cacao must carry.
 */
export function toCacao(
  session: Pick<SiwxSession, 'data' | 'signature'>,
  options: ToCacaoOptions = {},
): Cacao {
  const { data, namespace, address } = validateSiwxMessageData(session.data)
  if (data.issuedAt === undefined) {
    throw new MissingSiwxFieldError('issuedAt', { details: 'a Cacao carries the issuance time (iat)' })
  }
  const payload: Cacao['p'] = {
    domain: data.domain,
    iss: `did:pkh:${data.chainId}:${address}`,
    aud: data.uri,
    version: data.version,
    nonce: data.nonce,
    iat: data.issuedAt,
  }
  if (data.notBefore !== undefined) payload.nbf = data.notBefore
  if (data.expirationTime !== undefined) payload.exp = data.expirationTime
  if (data.statement !== undefined) payload.statement = data.statement
  if (data.requestId !== undefined) payload.requestId = data.requestId
  if (data.resources !== undefined) payload.resources = data.resources
  return {
    h: { t: 'caip122' },
    p: payload,
    s: {
      t: options.signatureType ?? defaultSignatureType(namespace, session.signature),
      s: session.signature,
    },
  }
}

function defaultSignatureType(namespace: SiwxNamespace, signature: string): string {
  switch (namespace) {
    case 'eip155':
      return isHex(signature) && isErc6492Signature(signature) ? 'eip6492' : 'eip191'
    case 'solana':
      return 'solana:ed25519'
    case 'bip122':
      return 'bip322'
  }
}
