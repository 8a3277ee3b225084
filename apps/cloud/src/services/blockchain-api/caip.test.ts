import { describe, expect, it } from 'vitest'
import { caip2, caip10, isAddress, parseCaip2, parseCaip10 } from './caip.js'

describe('CAIP ids', () => {
  it('accepts EVM addresses in any case and nothing else', () => {
    expect(isAddress('0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266')).toBe(true)
    expect(isAddress('0xF39FD6E51AAD88F6F4CE6AB8827279CFFFB92266')).toBe(true)
    expect(isAddress('f39Fd6e51aad88F6F4ce6aB8827279cffFb92266')).toBe(false)
    expect(isAddress('0xf39Fd6e51aad88F6F4ce6aB8827279cffFb9226')).toBe(false)
    expect(isAddress('0xg39Fd6e51aad88F6F4ce6aB8827279cffFb92266')).toBe(false)
  })

  it('reads CAIP-2 chain ids of the eip155 namespace', () => {
    expect(parseCaip2('eip155:31337')).toBe(31337)
    expect(parseCaip2('eip155:1')).toBe(1)
    for (const bad of [null, '', '31337', 'eip155:', 'eip155:0', 'eip155:01', 'solana:abc', 'eip155:1:2']) {
      expect(parseCaip2(bad)).toBeUndefined()
    }
  })

  it('reads CAIP-10 accounts, lowercasing the address', () => {
    expect(parseCaip10('eip155:31337:0x700b6A60ce7EaaEA56F065753d8dcB9653dbAD35')).toEqual({
      chainId: 31337,
      address: '0x700b6a60ce7eaaea56f065753d8dcb9653dbad35',
    })
    expect(parseCaip10('eip155:31337')).toBeUndefined()
    expect(parseCaip10('eip155:31337:0x12')).toBeUndefined()
  })

  it('writes them', () => {
    expect(caip2(31338)).toBe('eip155:31338')
    expect(caip10(1, '0xabc')).toBe('eip155:1:0xabc')
  })
})
