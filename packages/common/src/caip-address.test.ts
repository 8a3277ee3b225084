import { describe, expect, it } from 'vitest'
import { getPlainAddress, parseCaipAddress } from './caip-address.js'
import { CaipError } from './errors/validation-errors.js'
import { catchError, thrownMessage } from './test-utils/catch-error.js'

const EVM = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const SOLANA_MAINNET = 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'

describe('parseCaipAddress', () => {
  it('parses a CAIP-10 address', () => {
    expect(parseCaipAddress(`eip155:1:${EVM}`)).toEqual({
      chainNamespace: 'eip155',
      chainId: '1',
      address: EVM,
    })
    expect(parseCaipAddress(`${SOLANA_MAINNET}:9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM`).address).toBe(
      '9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM',
    )
  })

  it.each(['eip155:1', 'eip155:1:', 'eip155::0xabc', ':1:0xabc', 'cosmoss:1:abc', 'eip155:1:0xabc:extra'])(
    'rejects %o',
    (value) => {
      expect(catchError(() => parseCaipAddress(value))).toBeInstanceOf(CaipError)
      expect(thrownMessage(() => parseCaipAddress(value))).toBe(`Invalid CAIP-10 address: ${value}`)
    },
  )

  it('rejects non-strings with the value in the message', () => {
    expect(thrownMessage(() => parseCaipAddress(42))).toBe('Invalid CAIP-10 address: 42')
    expect(thrownMessage(() => parseCaipAddress(Object.create(null)))).toBe(
      'Invalid CAIP-10 address: [object Object]',
    )
  })
})

describe('getPlainAddress', () => {
  it('returns the address part', () => {
    expect(getPlainAddress(`eip155:1:${EVM}`)).toBe(EVM)
  })

  it.each([EVM, 'eip155:1', '', undefined, 'eip155:1:a:b'])('rejects %o', (value) => {
    expect(catchError(() => getPlainAddress(value))).toBeInstanceOf(CaipError)
    expect(thrownMessage(() => getPlainAddress(value))).toBe('Invalid CAIP Address')
  })
})
