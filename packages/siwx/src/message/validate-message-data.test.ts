import type { SiwxMessageData } from '@appkit/controllers'
import { describe, expect, it } from 'vitest'
import {
  InvalidSiwxAddressError,
  InvalidSiwxChainIdError,
  InvalidSiwxDateError,
  InvalidSiwxDomainError,
  InvalidSiwxFieldError,
  InvalidSiwxNonceError,
  InvalidSiwxRequestIdError,
  InvalidSiwxStatementError,
  InvalidSiwxUriError,
  InvalidSiwxVersionError,
  MissingSiwxFieldError,
  UnsupportedSiwxNamespaceError,
} from '../errors/field-errors.js'
import {
  BITCOIN_ADDRESS,
  bitcoinData,
  EVM_ADDRESS,
  EVM_ADDRESS_CHECKSUMMED,
  evmData,
  SOLANA_ADDRESS,
  solanaData,
} from '../test-utils/fixtures.js'
import { validateSiwxMessageData } from './validate-message-data.js'

function thrown(data: unknown): unknown {
  try {
    validateSiwxMessageData(data as SiwxMessageData)
  } catch (error) {
    return error
  }
  throw new Error('expected a throw')
}

describe('validateSiwxMessageData', () => {
  it('works out the namespace, reference and displayed address', () => {
    const valid = validateSiwxMessageData(evmData({ chainId: 'eip155:10' }))
    expect(valid.namespace).toBe('eip155')
    expect(valid.reference).toBe('10')
    expect(valid.address).toBe(EVM_ADDRESS_CHECKSUMMED)
    expect(valid.data.accountAddress).toBe(EVM_ADDRESS)
    expect(validateSiwxMessageData(solanaData()).address).toBe(SOLANA_ADDRESS)
    expect(validateSiwxMessageData(bitcoinData()).address).toBe(BITCOIN_ADDRESS)
  })

  it('leaves out empty optional fields, which render as nothing', () => {
    const { data } = validateSiwxMessageData(evmData({ statement: '', requestId: '', resources: [] }))
    expect(data).not.toHaveProperty('statement')
    expect(data).not.toHaveProperty('requestId')
    expect(data).not.toHaveProperty('resources')
  })

  it('does not keep the caller’s resource list, so a later change cannot reach the message', () => {
    const resources = ['https://a.example/']
    const { data } = validateSiwxMessageData(evmData({ resources }))
    resources.push('https://b.example/')
    expect(data.resources).toEqual(['https://a.example/'])
  })

  it.each<
    [
      string,
      Partial<Record<keyof SiwxMessageData, unknown>>,
      abstract new (...args: never[]) => Error,
      string,
    ]
  >([
    ['a non CAIP-2 chain id', { chainId: '1' }, InvalidSiwxChainIdError, 'chainId'],
    ['a chain id with three parts', { chainId: 'eip155:1:2' }, InvalidSiwxChainIdError, 'chainId'],
    ['a non-numeric EVM chain', { chainId: 'eip155:mainnet' }, InvalidSiwxChainIdError, 'chainId'],
    [
      'a namespace without a format',
      { chainId: 'polkadot:91b171bb158e2d3848fa23a9f1c25182' },
      UnsupportedSiwxNamespaceError,
      'chainId',
    ],
    [
      'an address of another namespace',
      { accountAddress: SOLANA_ADDRESS },
      InvalidSiwxAddressError,
      'accountAddress',
    ],
    [
      'a 39-digit EVM address',
      { accountAddress: EVM_ADDRESS.slice(0, -1) },
      InvalidSiwxAddressError,
      'accountAddress',
    ],
    ['a number as address', { accountAddress: 1 }, InvalidSiwxAddressError, 'accountAddress'],
    ['a URL as domain', { domain: 'https://service.org' }, InvalidSiwxDomainError, 'domain'],
    ['a domain with a line break', { domain: 'service.org\nevil.org' }, InvalidSiwxDomainError, 'domain'],
    ['a relative URI', { uri: '/login' }, InvalidSiwxUriError, 'uri'],
    ['version 2', { version: '2' }, InvalidSiwxVersionError, 'version'],
    ['a 7-character nonce', { nonce: 'abc1234' }, InvalidSiwxNonceError, 'nonce'],
    ['a nonce with a dash', { nonce: 'abcd-12345' }, InvalidSiwxNonceError, 'nonce'],
    ['a statement with a line break', { statement: 'one\ntwo' }, InvalidSiwxStatementError, 'statement'],
    ['a statement with a quote', { statement: 'say "hi"' }, InvalidSiwxStatementError, 'statement'],
    ['a date without a zone', { issuedAt: '2021-09-30T16:25:24' }, InvalidSiwxDateError, 'issuedAt'],
    [
      'a date that does not exist',
      { expirationTime: '2021-02-30T00:00:00Z' },
      InvalidSiwxDateError,
      'expirationTime',
    ],
    ['a Date object', { notBefore: new Date(0) }, InvalidSiwxDateError, 'notBefore'],
    ['a request id with a space', { requestId: 'a b' }, InvalidSiwxRequestIdError, 'requestId'],
    [
      'a resource that is not a URI',
      { resources: ['https://a.example/', 'not a uri'] },
      InvalidSiwxUriError,
      'resources',
    ],
    ['resources that are not a list', { resources: 'https://a.example/' }, InvalidSiwxUriError, 'resources'],
    ['an EVM message without Issued At', { issuedAt: undefined }, MissingSiwxFieldError, 'issuedAt'],
  ])('refuses %s', (_, overrides, errorClass, field) => {
    const error = thrown({ ...evmData(), ...overrides })
    expect(error).toBeInstanceOf(errorClass)
    expect((error as InvalidSiwxFieldError).field).toBe(field)
  })

  it('refuses Solana and Bitcoin addresses of the wrong shape', () => {
    expect(thrown(solanaData({ accountAddress: EVM_ADDRESS }))).toBeInstanceOf(InvalidSiwxAddressError)
    expect(thrown(solanaData({ accountAddress: '0OIl'.repeat(10) }))).toBeInstanceOf(InvalidSiwxAddressError)
    expect(thrown(bitcoinData({ accountAddress: SOLANA_ADDRESS }))).toBeInstanceOf(InvalidSiwxAddressError)
  })

  it('lets Solana and Bitcoin messages go without Issued At (CAIP-122 makes it optional)', () => {
    expect(validateSiwxMessageData(solanaData({ issuedAt: undefined })).data).not.toHaveProperty('issuedAt')
    expect(validateSiwxMessageData(bitcoinData({ issuedAt: undefined })).data).not.toHaveProperty('issuedAt')
  })

  it('says in details what the rule is and what was given, cut short', () => {
    const error = thrown(evmData({ nonce: `-${'x'.repeat(500)}` })) as InvalidSiwxFieldError
    expect(error.details).toMatch(/^at least 8 letters or digits, got "-x+…$/)
    expect(error.details?.length).toBeLessThan(120)
  })

  it.each([null, undefined, 'eip155:1', 42, []])('refuses %j as data with a typed error', (value) => {
    expect(thrown(value)).toBeInstanceOf(InvalidSiwxFieldError)
  })
})
