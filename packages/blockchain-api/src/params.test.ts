import { CaipError } from '@appkit/common'
import { describe, expect, it } from 'vitest'
import { InvalidAddressError, InvalidParameterError } from './errors.js'
import {
  addressKey,
  checkAddress,
  checkChainId,
  checkCurrency,
  checkCursor,
  checkEvmChainHex,
  checkList,
  checkTimeout,
  checkToken,
  tokenKey,
} from './params.js'

const evm = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const solana = '4Nd1mBQtrMJVYVfKf2PJy9NZUZdTAsp7D4xWLs4gDB4T'

describe('parameter checks', () => {
  it('splits a CAIP-2 id and rejects anything else with the spec’s message', () => {
    expect(checkChainId('eip155:31337')).toEqual({
      id: 'eip155:31337',
      namespace: 'eip155',
      reference: '31337',
    })
    expect(() => checkChainId('31337')).toThrow(new CaipError('Invalid CAIP-2 network id: 31337'))
    expect(() => checkChainId('eip155:1:0xabc')).toThrow(CaipError)
    expect(() => checkChainId(undefined)).toThrow(CaipError)
  })

  it('turns an eip155 chain into its hex id, and refuses other chains', () => {
    expect(checkEvmChainHex('eip155:31337', 'chainIds[0]')).toBe('0x7a69')
    expect(checkEvmChainHex('eip155:1', 'c')).toBe('0x1')
    expect(() => checkEvmChainHex('solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp', 'chainIds[1]')).toThrow(
      expect.objectContaining({
        name: 'InvalidParameterError',
        details: expect.stringMatching(/^chainIds\[1\]/),
      }),
    )
    expect(() => checkEvmChainHex('eip155:0x1', 'c')).toThrow(InvalidParameterError)
  })

  it('accepts addresses of the namespace only', () => {
    expect(checkAddress(evm, 'eip155', 'address')).toBe(evm)
    expect(checkAddress(solana, 'solana', 'address')).toBe(solana)
    expect(() => checkAddress(solana, 'eip155', 'address')).toThrow(InvalidAddressError)
    expect(() => checkAddress('0x12', 'eip155', 'sender')).toThrow(
      expect.objectContaining({
        message: 'Invalid address',
        details: 'sender "0x12" is not an eip155 address',
      }),
    )
    expect(() => checkAddress(42, 'eip155', 'account')).toThrow(
      expect.objectContaining({ details: 'account 42 is not an eip155 address' }),
    )
  })

  it('checks a CAIP-10 token and its address part', () => {
    expect(checkToken(`eip155:1:${evm}`, 'forceUpdate')).toBe(`eip155:1:${evm}`)
    expect(() => checkToken(evm, 'forceUpdate')).toThrow(CaipError)
    expect(() => checkToken('eip155:1:0xnope', 'addresses[2]')).toThrow(
      expect.objectContaining({
        name: 'InvalidAddressError',
        details: expect.stringMatching(/^addresses\[2\]/),
      }),
    )
  })

  it('takes currency codes in any case and sends them lower case', () => {
    expect(checkCurrency('USD')).toBe('usd')
    for (const bad of ['', 'u', 'us dollar', 'usd1', 5])
      expect(() => checkCurrency(bad)).toThrow(InvalidParameterError)
  })

  it('reads no cursor as the first page and refuses one that is not text', () => {
    expect(checkCursor(undefined)).toBeUndefined()
    expect(checkCursor('')).toBeUndefined()
    expect(checkCursor('opaque/+=')).toBe('opaque/+=')
    expect(() => checkCursor(2)).toThrow(InvalidParameterError)
  })

  it('wants lists long enough and timeouts that are positive numbers', () => {
    expect(checkList(['a'], 'chainIds', 1)).toEqual(['a'])
    expect(() => checkList([], 'chainIds', 1)).toThrow(
      expect.objectContaining({ details: 'chainIds must be a list of at least 1, got a list of 0' }),
    )
    expect(() => checkList('a', 'addresses', 0)).toThrow(InvalidParameterError)
    expect(checkTimeout(1)).toBe(1)
    for (const bad of [0, -1, Number.NaN, Number.POSITIVE_INFINITY, '100']) {
      expect(() => checkTimeout(bad)).toThrow(InvalidParameterError)
    }
  })

  it('keys EVM addresses and tokens without case, others as they are', () => {
    expect(addressKey('eip155', evm)).toBe(evm.toLowerCase())
    expect(addressKey('solana', solana)).toBe(solana)
    expect(tokenKey(`eip155:1:${evm}`)).toBe(`eip155:1:${evm.toLowerCase()}`)
    expect(tokenKey(`solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp:${solana}`)).toBe(
      `solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp:${solana}`,
    )
  })
})
