import { describe, expect, it } from 'vitest'
import { InvalidRpcParamsError } from '../errors.js'
import {
  parsePersonalSign,
  parseSendTransaction,
  parseSignTypedData,
  typedDataChainId,
} from './evm-params.js'

const ADDRESS = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const TYPED = {
  domain: { name: 'Lab', chainId: 31337 },
  types: { Mail: [{ name: 'contents', type: 'string' }] },
  primaryType: 'Mail',
  message: { contents: 'hi' },
}

describe('EVM params', () => {
  it('reads personal_sign as [message, address]', () => {
    expect(parsePersonalSign(['0x48656c6c6f', ADDRESS])).toEqual({
      message: '0x48656c6c6f',
      address: ADDRESS,
    })
    expect(() => parsePersonalSign([ADDRESS])).toThrow(InvalidRpcParamsError)
    expect(() => parsePersonalSign(['hi', 'not an address'])).toThrow('Invalid params for personal_sign')
  })

  it('reads typed data as JSON text or an object, and its domain chain id', () => {
    for (const raw of [JSON.stringify(TYPED), TYPED]) {
      const { address, typedData } = parseSignTypedData([ADDRESS, raw])
      expect(address).toBe(ADDRESS)
      expect(typedData.primaryType).toBe('Mail')
      expect(typedDataChainId(typedData)).toBe(31337)
    }
    expect(
      typedDataChainId(parseSignTypedData([ADDRESS, { ...TYPED, domain: {} }]).typedData),
    ).toBeUndefined()
  })

  it('refuses typed data that is not JSON or does not fit its types', () => {
    expect(() => parseSignTypedData([ADDRESS, '{'])).toThrow(InvalidRpcParamsError)
    const withAddress = {
      ...TYPED,
      types: { Mail: [{ name: 'to', type: 'address' }] },
      message: { to: 'nobody' },
    }
    expect(() => parseSignTypedData([ADDRESS, withAddress])).toThrow(InvalidRpcParamsError)
    expect(() => parseSignTypedData([ADDRESS, { ...TYPED, primaryType: 'Missing' }])).toThrow(
      InvalidRpcParamsError,
    )
  })

  it('reads a transaction with hex quantities, input as data', () => {
    expect(
      parseSendTransaction([{ from: ADDRESS, to: ADDRESS, value: '0x10', input: '0xabcd', gas: '0x5208' }]),
    ).toEqual({
      from: ADDRESS,
      to: ADDRESS,
      value: 16n,
      data: '0xabcd',
      gas: 21000n,
      nonce: undefined,
      gasPrice: undefined,
      maxFeePerGas: undefined,
      maxPriorityFeePerGas: undefined,
    })
    expect(parseSendTransaction([{ data: '0x6000' }])).toMatchObject({
      to: undefined,
      value: 0n,
      data: '0x6000',
    })
  })

  it('refuses a transaction with a decimal value, odd data or no object', () => {
    for (const params of [[{ value: '10' }], [{ data: '0xabc' }], [], 'tx']) {
      expect(() => parseSendTransaction(params)).toThrow(InvalidRpcParamsError)
    }
  })
})

describe('typed data: what is shown is what is signed', () => {
  const ACCOUNT = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
  const permit = {
    types: {
      Permit: [
        { name: 'spender', type: 'address' },
        { name: 'value', type: 'uint256' },
      ],
    },
    primaryType: 'Permit',
    domain: { name: 'Token', version: '1', chainId: 31337 },
    message: { spender: ACCOUNT, value: '1' },
  }
  const refused = (typedData: unknown, details: string) => {
    try {
      parseSignTypedData([ACCOUNT, typedData])
    } catch (error) {
      expect(error).toBeInstanceOf(InvalidRpcParamsError)
      expect(error).toMatchObject({ message: 'Invalid params for eth_signTypedData_v4' })
      expect((error as { details?: string }).details).toContain(details)
      return
    }
    throw new Error('not refused')
  }

  it('a message key outside the types (shown on screen, never signed) is refused', () => {
    refused(
      { ...permit, message: { ...permit.message, note: 'Just a login, no funds move' } },
      'message.note',
    )
  })

  it('an unsigned key nested in a struct is refused too', () => {
    const order = {
      types: {
        Order: [{ name: 'items', type: 'Item[]' }],
        Item: [{ name: 'amount', type: 'uint256' }],
      },
      primaryType: 'Order',
      domain: { chainId: 31337 },
      message: { items: [{ amount: '1' }, { amount: '2', price: 'free' }] },
    }
    refused(order, 'message.items[1].price')
  })

  it('a custom EIP712Domain that leaves out chainId (a signature valid on every chain) is refused', () => {
    refused(
      {
        ...permit,
        types: { ...permit.types, EIP712Domain: [{ name: 'name', type: 'string' }] },
        domain: { name: 'Token' },
      },
      'EIP712Domain leaves out chainId',
    )
  })

  it('a domain key that is not signed is refused', () => {
    refused(
      {
        ...permit,
        types: {
          ...permit.types,
          EIP712Domain: [
            { name: 'name', type: 'string' },
            { name: 'chainId', type: 'uint256' },
          ],
        },
        domain: { name: 'Token', chainId: 31337, verifyingContract: ACCOUNT },
      },
      'verifyingContract',
    )
    refused({ ...permit, domain: { ...permit.domain, website: 'https://safe.example' } }, 'website')
  })

  it('takes typed data whose every key is signed', () => {
    expect(parseSignTypedData([ACCOUNT, permit]).typedData.primaryType).toBe('Permit')
  })
})
