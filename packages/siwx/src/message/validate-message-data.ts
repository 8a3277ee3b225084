import { isCaipNetworkId } from '@appkit/common'
import type { SiwxMessageData } from '@appkit/controllers'
import {
  InvalidSiwxAddressError,
  InvalidSiwxChainIdError,
  InvalidSiwxDateError,
  InvalidSiwxDomainError,
  InvalidSiwxNonceError,
  InvalidSiwxRequestIdError,
  InvalidSiwxStatementError,
  InvalidSiwxUriError,
  InvalidSiwxVersionError,
  MissingSiwxFieldError,
  UnsupportedSiwxNamespaceError,
} from '../errors/field-errors.js'
import { describe } from '../internal/describe.js'
import {
  isSiwxDateTime,
  isSiwxDomain,
  isSiwxNonce,
  isSiwxRequestId,
  isSiwxStatement,
  isSiwxVersion,
} from './grammar.js'
import {
  isSiwxNamespace,
  type SiwxNamespace,
  type SiwxNamespaceProfile,
  siwxNamespaceProfile,
} from './namespaces.js'
import { isUri } from './rfc3986.js'

/** Message data that passed every rule, with what the renderers need worked out. */
export interface ValidSiwxMessageData {
  namespace: SiwxNamespace
  /** The CAIP-2 reference: the part of `chainId` after the namespace. */
  reference: string
  profile: SiwxNamespaceProfile
  /** The address as the message shows it (EIP-55 for eip155). */
  address: string
  /** The fields, with empty optional ones (`''`, `[]`) left out: they render as nothing. */
  data: SiwxMessageData
}

const DATE_FIELDS = ['issuedAt', 'expirationTime', 'notBefore'] as const

/**
 * Checks every field against the grammar of its namespace's format and throws the typed error of
 * the first that fails. Untyped callers may pass anything: a wrong type is a wrong field, never a
 * TypeError.
 */
export function validateSiwxMessageData(input: SiwxMessageData): ValidSiwxMessageData {
  const raw: Partial<Record<keyof SiwxMessageData, unknown>> =
    typeof input === 'object' && input !== null ? input : {}

  const { chainId, accountAddress } = raw
  if (!isCaipNetworkId(chainId)) {
    throw new InvalidSiwxChainIdError({ details: `a CAIP-2 id such as eip155:1, got ${describe(chainId)}` })
  }
  const [namespace = '', reference = ''] = chainId.split(':')
  if (!isSiwxNamespace(namespace)) {
    throw new UnsupportedSiwxNamespaceError({
      details: `eip155, solana or bip122, got ${describe(namespace)}`,
    })
  }
  const profile = siwxNamespaceProfile(namespace)
  if (!profile.isReference(reference)) {
    throw new InvalidSiwxChainIdError({ details: `not a ${namespace} chain reference: ${describe(chainId)}` })
  }
  if (typeof accountAddress !== 'string' || !profile.isAddress(accountAddress)) {
    throw new InvalidSiwxAddressError({ details: `not a ${namespace} address: ${describe(accountAddress)}` })
  }

  const domain = check(
    raw.domain,
    isSiwxDomain,
    () => new InvalidSiwxDomainError(rule('a host[:port]', raw.domain)),
  )
  const uri = check(raw.uri, isUri, () => new InvalidSiwxUriError('uri', rule('an RFC 3986 URI', raw.uri)))
  const version = check(
    raw.version,
    isSiwxVersion,
    () => new InvalidSiwxVersionError(rule('"1"', raw.version)),
  )
  const nonce = check(
    raw.nonce,
    isSiwxNonce,
    () => new InvalidSiwxNonceError(rule('at least 8 letters or digits', raw.nonce)),
  )

  const data: SiwxMessageData = { accountAddress, chainId, domain, uri, version, nonce }
  const statement = optionalText(raw.statement)
  if (statement !== undefined) {
    data.statement = check(
      statement,
      isSiwxStatement,
      () => new InvalidSiwxStatementError(rule('one line of RFC 3986 characters and spaces', statement)),
    )
  }
  for (const field of DATE_FIELDS) {
    const value = raw[field]
    if (value === undefined) continue
    data[field] = check(
      value,
      isSiwxDateTime,
      () => new InvalidSiwxDateError(field, rule('an RFC 3339 date-time', value)),
    )
  }
  const requestId = optionalText(raw.requestId)
  if (requestId !== undefined) {
    data.requestId = check(
      requestId,
      isSiwxRequestId,
      () => new InvalidSiwxRequestIdError(rule('RFC 3986 path characters', requestId)),
    )
  }
  const resources = validateResources(raw.resources)
  if (resources !== undefined) data.resources = resources

  // EIP-4361 makes Issued At mandatory; CAIP-122 (and so Solana and Bitcoin) leaves it optional.
  if (namespace === 'eip155' && data.issuedAt === undefined) {
    throw new MissingSiwxFieldError('issuedAt', { details: 'EIP-4361 messages carry an Issued At time' })
  }
  return { namespace, reference, profile, address: profile.displayAddress(accountAddress), data }
}

function check(value: unknown, isValid: (value: string) => boolean, error: () => Error): string {
  if (typeof value !== 'string' || !isValid(value)) throw error()
  return value
}

function rule(expected: string, value: unknown) {
  return { details: `${expected}, got ${describe(value)}` }
}

/** `undefined` and `''` both mean "not given"; anything else is checked by the caller. */
function optionalText(value: unknown): unknown {
  return value === undefined || value === '' ? undefined : value
}

function validateResources(value: unknown): string[] | undefined {
  if (value === undefined) return undefined
  if (!Array.isArray(value)) {
    throw new InvalidSiwxUriError('resources', rule('a list of RFC 3986 URIs', value))
  }
  for (const resource of value) {
    check(resource, isUri, () => new InvalidSiwxUriError('resources', rule('an RFC 3986 URI', resource)))
  }
  return value.length === 0 ? undefined : [...value]
}
