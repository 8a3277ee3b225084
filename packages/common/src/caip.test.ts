import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  isCaipAddress,
  isCaipNetworkId,
  isChainNamespace,
  parseCaipNetworkId,
  toCaipAddress,
  toCaipNetworkId,
} from './caip.js'
import { getPlainAddress, parseCaipAddress } from './caip-address.js'
import { CaipError } from './errors/validation-errors.js'
import { anyInput } from './test-utils/arbitraries.js'
import { catchError, thrownMessage } from './test-utils/catch-error.js'

const EVM = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const SOLANA_MAINNET = 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'

describe('parseCaipNetworkId', () => {
  it.each([
    ['eip155:1', 'eip155', '1'],
    [SOLANA_MAINNET, 'solana', '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'],
    ['bip122:000000000019d6689c085ae165831e93', 'bip122', '000000000019d6689c085ae165831e93'],
    ['polkadot:91b171bb158e2d3848fa23a9f1c25182', 'polkadot', '91b171bb158e2d3848fa23a9f1c25182'],
  ])('parses %s', (value, chainNamespace, chainId) => {
    expect(parseCaipNetworkId(value)).toEqual({ chainNamespace, chainId })
  })

  it.each([
    ['eip155', 'eip155'],
    ['eip155:', 'eip155:'],
    [':1', ':1'],
    ['eip155:1:0xabc', 'eip155:1:0xabc'],
    ['foo:1', 'foo:1'],
    ['EIP155:1', 'EIP155:1'],
    ['', ''],
    [1, '1'],
    [null, 'null'],
    [undefined, 'undefined'],
    [{}, '[object Object]'],
  ])('rejects %o', (value, shown) => {
    expect(catchError(() => parseCaipNetworkId(value))).toBeInstanceOf(CaipError)
    expect(thrownMessage(() => parseCaipNetworkId(value))).toBe(`Invalid CAIP-2 network id: ${shown}`)
  })

  it('keeps error messages short for huge input', () => {
    const huge = `x${':'.repeat(1_000_000)}`
    expect(thrownMessage(() => parseCaipNetworkId(huge))).toBe(
      `Invalid CAIP-2 network id: x${':'.repeat(255)}…`,
    )
  })
})

describe('isCaipNetworkId / isCaipAddress / isChainNamespace', () => {
  it('accept valid values', () => {
    expect(isCaipNetworkId('eip155:1')).toBe(true)
    expect(isCaipAddress(`eip155:1:${EVM}`)).toBe(true)
    expect(isChainNamespace('bip122')).toBe(true)
  })

  it('reject invalid values without throwing', () => {
    for (const value of ['eip155:1:0xabc', 'nope:1', '', 1, null, Symbol('s'), Object.create(null)]) {
      expect(isCaipNetworkId(value)).toBe(false)
    }
    for (const value of ['eip155:1', 'eip155:1:', 'nope:1:0xabc', 7n, undefined]) {
      expect(isCaipAddress(value)).toBe(false)
    }
    expect(isChainNamespace('ethereum')).toBe(false)
    expect(isChainNamespace(undefined)).toBe(false)
  })
})

describe('toCaipNetworkId / toCaipAddress', () => {
  it('build ids with literal types', () => {
    const id: 'eip155:1' = toCaipNetworkId('eip155', 1)
    expect(id).toBe('eip155:1')
    const address: `solana:abc:${string}` = toCaipAddress('solana', 'abc', 'def')
    expect(address).toBe('solana:abc:def')
  })

  it('reject parts that do not make a valid id', () => {
    expect(thrownMessage(() => toCaipNetworkId('eip155', ''))).toBe('Invalid CAIP-2 network id: eip155:')
    expect(thrownMessage(() => toCaipNetworkId('eip155', 'a:b'))).toBe(
      'Invalid CAIP-2 network id: eip155:a:b',
    )
    expect(thrownMessage(() => toCaipAddress('eip155', 1, ''))).toBe('Invalid CAIP-10 address: eip155:1:')
    expect(catchError(() => toCaipAddress('eip155', 1, 'a:b'))).toBeInstanceOf(CaipError)
  })

  it('reject untyped garbage with CaipError', () => {
    const call = toCaipNetworkId as (namespace: unknown, chainId: unknown) => string
    expect(thrownMessage(() => call('eip155', Symbol('x')))).toBe('Invalid CAIP-2 network id: eip155:')
    expect(thrownMessage(() => call('wat', 1))).toBe('Invalid CAIP-2 network id: wat:1')
    expect(catchError(() => call('eip155', Number.NaN))).toBeInstanceOf(CaipError)
  })
})

describe('CAIP parsers under fuzzing', () => {
  const examples = [
    'eip155:1',
    SOLANA_MAINNET,
    `eip155:1:${EVM}`,
    `${SOLANA_MAINNET}:9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM`,
  ]

  it.each([
    ['parseCaipNetworkId', parseCaipNetworkId],
    ['parseCaipAddress', parseCaipAddress],
    ['getPlainAddress', getPlainAddress],
  ] as const)('%s returns or throws CaipError for any value', (_, parse) => {
    let returned = 0
    fc.assert(
      fc.property(anyInput(examples), (value) => {
        try {
          parse(value)
          returned++
        } catch (error) {
          expect(error).toBeInstanceOf(CaipError)
        }
      }),
      { numRuns: 500 },
    )
    // The mutations keep enough inputs valid that both paths are exercised.
    expect(returned).toBeGreaterThan(0)
  })

  it('guards agree with the parsers', () => {
    fc.assert(
      fc.property(anyInput(examples), (value) => {
        expect(isCaipNetworkId(value)).toBe(succeeds(() => parseCaipNetworkId(value)))
        expect(isCaipAddress(value)).toBe(succeeds(() => parseCaipAddress(value)))
      }),
      { numRuns: 500 },
    )
  })
})

function succeeds(run: () => unknown): boolean {
  try {
    run()
    return true
  } catch {
    return false
  }
}
