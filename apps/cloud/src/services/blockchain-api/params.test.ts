import { describe, expect, it } from 'vitest'
import { HttpError } from '../../http/http-error.js'

import { requireAddress, requireChain, requireCurrency } from './params.js'

const chains = [
  { chainId: 31337, rpcUrl: 'http://a' },
  { chainId: 31338, rpcUrl: 'http://b' },
]

describe('request parameters', () => {
  it('takes an address in any case, lowercased', () => {
    expect(requireAddress('0xF39FD6E51AAD88F6F4CE6AB8827279CFFFB92266')).toBe(
      '0xf39fd6e51aad88f6f4ce6ab8827279cfffb92266',
    )
    expect(() => requireAddress('0x123')).toThrow(new HttpError(400, 'Invalid address'))
    expect(() => requireAddress(undefined)).toThrow('Invalid address')
  })

  it('takes a served CAIP-2 chain', () => {
    expect(requireChain(new URLSearchParams('chainId=eip155:31338'), chains)).toBe(chains[1])
    expect(() => requireChain(new URLSearchParams(''), chains)).toThrow('Invalid chainId')
    expect(() => requireChain(new URLSearchParams('chainId=31337'), chains)).toThrow('Invalid chainId')
    expect(() => requireChain(new URLSearchParams('chainId=eip155:1'), chains)).toThrow('Unsupported chain')
  })

  it('takes usd or nothing as the currency', () => {
    expect(() => requireCurrency(undefined)).not.toThrow()
    expect(() => requireCurrency('USD')).not.toThrow()
    expect(() => requireCurrency('eur')).toThrow(new HttpError(400, 'Unsupported currency'))
    expect(() => requireCurrency(5)).toThrow('Unsupported currency')
  })
})
