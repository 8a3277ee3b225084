import { afterEach, describe, expect, it } from 'vitest'
import { connectSafe } from './safe-connect.js'

const SAFE = '0x5afe5afE5afE5afE5afE5aFe5aFe5Afe5Afe5AfE'

/**
 * A framed page in Node: `window` is an EventTarget whose parent answers what the SDK posts, from
 * `origin`, as the Safe's UI would (`{ id, success, version, data }`).
 */
function frameIn(origin: string, answer: (request: { id: string; method: string }) => unknown) {
  const page = new EventTarget() as EventTarget & Record<string, unknown>
  const parent = {
    postMessage(request: { id: string; method: string }) {
      const data = { id: request.id, success: true, version: '9.1.0', data: answer(request) }
      queueMicrotask(() =>
        page.dispatchEvent(Object.assign(new Event('message'), { data, origin, source: parent })),
      )
    },
  }
  Object.assign(page, { parent, crypto: globalThis.crypto })
  Object.defineProperty(globalThis, 'window', { value: page, configurable: true })
}

afterEach(() => {
  Reflect.deleteProperty(globalThis, 'window')
})

const LOCAL = [/^http:\/\/127\.0\.0\.1(:\d+)?$/]

describe('connectSafe', () => {
  it('asks the parent which Safe it is and gives that Safe’s provider', async () => {
    const asked: string[] = []
    frameIn('http://127.0.0.1:4173', ({ method }) => {
      asked.push(method)
      return { safeAddress: SAFE, chainId: 31337, threshold: 1, owners: [], isReadOnly: false }
    })
    const provider = await connectSafe({ allowedDomains: LOCAL })
    expect(asked).toEqual(['getSafeInfo'])
    expect(await provider.request({ method: 'eth_accounts' })).toEqual([SAFE])
    expect(await provider.request({ method: 'eth_chainId' })).toBe('0x7a69')
  })

  it('ignores a parent of another origin: no Safe answered, "Failed to connect"', async () => {
    frameIn('https://evil.example', () => ({ safeAddress: SAFE, chainId: 1 }))
    await expect(connectSafe({ allowedDomains: LOCAL, timeoutMs: 100 })).rejects.toMatchObject({
      message: 'Failed to connect',
      details: 'No Safe answered getSafeInfo within 100 ms',
    })
  })

  it('answers only app.safe.global by default', async () => {
    frameIn('http://127.0.0.1:4173', () => ({ safeAddress: SAFE, chainId: 1 }))
    await expect(connectSafe({ timeoutMs: 100 })).rejects.toMatchObject({ message: 'Failed to connect' })
  })

  it('refuses a Safe info of the wrong shape, naming the field', async () => {
    frameIn('http://127.0.0.1:4173', () => ({ safeAddress: 'nobody', chainId: 31337 }))
    await expect(connectSafe({ allowedDomains: LOCAL })).rejects.toMatchObject({
      message: 'Invalid wallet response',
      details: expect.stringContaining('getSafeInfo with a wrong safeAddress'),
    })
  })
})
