import { createSiwxMessage } from '@appkit/siwx'
import { privateKeyToAccount } from 'viem/accounts'
import { describe, expect, it } from 'vitest'
import { backendSiwx, createSiwx, evmVerifier, solanaVerifier } from './lazy-siwx.js'

const account = privateKeyToAccount(`0x${'11'.repeat(32)}`)

function memory() {
  const map = new Map<string, string>()
  return {
    getItem: (key: string) => map.get(key) ?? null,
    setItem: (key: string, value: string) => void map.set(key, value),
    removeItem: (key: string) => void map.delete(key),
  }
}

describe('appkit/siwx', () => {
  it('answers whether sign-in is required without loading anything', () => {
    expect(createSiwx({ verifiers: [], required: true }).getRequired?.()).toBe(true)
    expect(createSiwx({ verifiers: [] }).getRequired?.()).toBe(false)
    expect(backendSiwx({ url: 'http://127.0.0.1:9', projectId: 'p', required: true }).getRequired?.()).toBe(
      true,
    )
  })

  it('signs in through @appkit/siwx once loaded: an EOA session is verified, kept and found', async () => {
    const { localStorageSiwx } = await import('@appkit/siwx')
    const siwx = createSiwx({
      domain: 'lab.test',
      uri: 'https://lab.test',
      verifiers: [evmVerifier(), solanaVerifier()],
      storage: localStorageSiwx({ storage: memory() }),
    })
    const message = await siwx.createMessage({ accountAddress: account.address, chainId: 'eip155:1' })
    const text = message.toString()
    const signature = await account.signMessage({ message: text })
    const { toString: _, ...data } = message
    await siwx.addSession({ data, message: text, signature })
    const [session] = await siwx.getSessions('eip155:1', account.address)
    expect(session?.cacao?.s).toEqual({ t: 'eip191', s: signature })
    await expect(
      siwx.addSession({ data, message: text, signature: await account.signMessage({ message: 'other' }) }),
    ).rejects.toThrow('Invalid signature')
    await siwx.revokeSession('eip155:1', account.address)
    expect(await siwx.getSessions('eip155:1', account.address)).toEqual([])
    expect(createSiwxMessage(data).toString()).toBe(text)
  })
})
