import { describe, expect, it } from 'vitest'
import { personalSign, utf8ToHex } from './sign-message.js'

describe('utf8ToHex', () => {
  it('encodes the UTF-8 bytes of the message', () => {
    expect(utf8ToHex('hi')).toBe('0x6869')
    expect(utf8ToHex('é')).toBe('0xc3a9')
    expect(utf8ToHex('')).toBe('0x')
  })
})

describe('personalSign', () => {
  it('sends the hex message then the address, and returns the signature', async () => {
    const calls: unknown[] = []
    const provider = {
      request: async (args: { method: string; params?: unknown }) => {
        calls.push(args)
        return '0xsig'
      },
    }
    expect(await personalSign(provider, '0xabc', 'hi')).toBe('0xsig')
    expect(calls).toEqual([{ method: 'personal_sign', params: ['0x6869', '0xabc'] }])
  })

  it('fails clearly when the wallet answers without a signature', async () => {
    const provider = { request: async () => null }
    await expect(personalSign(provider, '0xabc', 'hi')).rejects.toMatchObject({
      message: 'Invalid wallet response',
      details: 'personal_sign answered without a signature',
    })
  })
})
