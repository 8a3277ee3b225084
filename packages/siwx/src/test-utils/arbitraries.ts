import type { SiwxMessageData } from '@appkit/controllers'
import fc from 'fast-check'

// Test-only fast-check generators of valid message data: every field somewhere in what its
// grammar allows, so a property over them covers more than a handful of examples would.

const LOWER = 'abcdefghijklmnopqrstuvwxyz'
const ALNUM = `${LOWER}ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789`
const STATEMENT_CHARS = `${ALNUM}-._~:/?#[]@!$&'()*+,;= `
const PCHAR_CHARS = `${ALNUM}-._~!$&'()*+,;=:@`

const charsOf = (alphabet: string, minLength: number, maxLength: number) =>
  fc.string({ unit: fc.constantFrom(...alphabet), minLength, maxLength })

const label = fc
  .tuple(charsOf(`${LOWER}0123456789`, 1, 1), charsOf(`${LOWER}0123456789-`, 0, 10), charsOf(LOWER, 1, 1))
  .map(([head, middle, tail]) => `${head}${middle}${tail}`)

export const domainArbitrary = fc
  .tuple(
    fc.oneof(
      fc.array(label, { minLength: 1, maxLength: 3 }).map((labels) => labels.join('.')),
      fc.constant('localhost'),
      fc.ipV4(),
    ),
    fc.option(fc.integer({ min: 1, max: 65_535 }), { nil: undefined }),
  )
  .map(([host, port]) => (port === undefined ? host : `${host}:${port}`))

export const uriArbitrary = fc.oneof(
  fc.webUrl({ withQueryParameters: true, withFragments: true }),
  fc
    .tuple(fc.constantFrom('ipfs', 'urn', 'did', 'mailto'), charsOf(PCHAR_CHARS, 1, 30))
    .map(([scheme, rest]) => `${scheme}:${rest}`),
)

export const nonceArbitrary = charsOf(ALNUM, 8, 32)

/** Date-times in the forms RFC 3339 allows: Z or an offset, with or without fractions. */
export const dateTimeArbitrary = fc
  .tuple(
    fc.integer({ min: Date.parse('1990-01-01T00:00:00Z'), max: Date.parse('2090-01-01T00:00:00Z') }),
    fc.constantFrom('Z', '+00:00', '+05:30', '-08:00'),
    fc.constantFrom('', '.000', '.5', '.123456'),
  )
  .map(([ms, zone, fraction]) => {
    const [date, time] = new Date(ms).toISOString().split('T') as [string, string]
    return `${date}T${time.slice(0, 8)}${fraction}${zone}`
  })

export const evmAddressArbitrary = fc
  .tuple(fc.uint8Array({ minLength: 20, maxLength: 20 }), fc.constantFrom('lower', 'upper', 'bare'))
  .map(([bytes, form]) => {
    const hex = Buffer.from(bytes).toString('hex')
    if (form === 'upper') return `0x${hex.toUpperCase()}`
    return form === 'bare' ? hex : `0x${hex}`
  })

function optional<T>(arbitrary: fc.Arbitrary<T>) {
  return fc.option(arbitrary, { nil: undefined })
}

/** Message data of any namespace, given its chain ids and addresses. */
export function messageDataArbitrary(
  chainId: fc.Arbitrary<SiwxMessageData['chainId']>,
  address: fc.Arbitrary<string>,
  { issuedAt = true } = {},
): fc.Arbitrary<SiwxMessageData> {
  return fc
    .record({
      accountAddress: address,
      chainId,
      domain: domainArbitrary,
      uri: uriArbitrary,
      nonce: nonceArbitrary,
      statement: optional(charsOf(STATEMENT_CHARS, 1, 80)),
      issuedAt: issuedAt ? dateTimeArbitrary : optional(dateTimeArbitrary),
      expirationTime: optional(dateTimeArbitrary),
      notBefore: optional(dateTimeArbitrary),
      requestId: optional(charsOf(PCHAR_CHARS, 1, 20)),
      resources: optional(fc.array(uriArbitrary, { minLength: 1, maxLength: 3 })),
    })
    .map((fields) => {
      const data: SiwxMessageData = { ...fields, version: '1' }
      // Absent fields are left out, not set to undefined, as a caller would write them.
      for (const key of Object.keys(data) as (keyof SiwxMessageData)[])
        if (data[key] === undefined) delete data[key]
      return data
    })
}

export const evmDataArbitrary = messageDataArbitrary(
  fc.integer({ min: 1, max: Number.MAX_SAFE_INTEGER }).map((id) => `eip155:${id}` as const),
  evmAddressArbitrary,
)

/**
 * The data as its own site would sign it: the URI a page of the domain (verifiers refuse a domain
 * that is not the URI's host). The generated URI stays in the arbitraries above for the text's
 * grammar, which takes any.
 */
export function onItsSite(data: SiwxMessageData): SiwxMessageData {
  return { ...data, uri: `https://${data.domain}/` }
}
