import { UserRejectedRequestError } from '@appkit/common'
import { describe, expect, it } from 'vitest'
import { refusesProtocol, signWithProtocol } from './message-protocol.js'

const codeError = (code: number, message = 'no') => Object.assign(new Error(message), { code })

describe('signWithProtocol', () => {
  it('signs with BIP-322 by default, and with the protocol asked when there is one', async () => {
    const asked: string[] = []
    const sign = async (protocol: string) => {
      asked.push(protocol)
      return protocol
    }
    await expect(signWithProtocol(undefined, sign)).resolves.toBe('bip322')
    await expect(signWithProtocol('ecdsa', sign)).resolves.toBe('ecdsa')
    expect(asked).toEqual(['bip322', 'ecdsa'])
  })

  it('asks for ECDSA when the wallet refuses BIP-322 for the account', async () => {
    const asked: string[] = []
    const result = await signWithProtocol(undefined, async (protocol) => {
      asked.push(protocol)
      if (protocol === 'bip322') throw codeError(4200, 'BIP-322 is not supported for this account')
      return 'legacy'
    })
    expect(result).toBe('legacy')
    expect(asked).toEqual(['bip322', 'ecdsa'])
  })

  it('never asks again after the user said no, or after a fault', async () => {
    let calls = 0
    const rejecting = async () => {
      calls += 1
      throw new UserRejectedRequestError()
    }
    await expect(signWithProtocol(undefined, rejecting)).rejects.toMatchObject({ code: 4001 })
    await expect(
      signWithProtocol(undefined, async () => {
        calls += 1
        throw new Error('socket closed')
      }),
    ).rejects.toThrow('socket closed')
    expect(calls).toBe(2)
  })
})

describe('refusesProtocol', () => {
  it('is the wallet saying it cannot, by code or in words', () => {
    expect(refusesProtocol(codeError(4200))).toBe(true)
    expect(refusesProtocol(codeError(-32602))).toBe(true)
    expect(refusesProtocol(new Error('Unsupported protocol bip322'))).toBe(true)
    expect(refusesProtocol(codeError(4001, 'User rejected the request.'))).toBe(false)
    expect(refusesProtocol(new Error('timeout'))).toBe(false)
    expect(refusesProtocol('bip322')).toBe(false)
  })
})
