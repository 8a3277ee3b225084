import { describe, expect, it } from 'vitest'
import { keepAuthenticatedNamespaces, OPTIONAL_NAMESPACES_KEY } from './keep-authenticated-namespaces.js'

function provider(session?: { topic: string }) {
  const stored = new Map<string, unknown>()
  const target = {
    optionalNamespaces: { eip155: { rpcMap: { 1: 'http://127.0.0.1:9/1' } } } as unknown,
    calls: [] as unknown[][],
    async authenticate(...args: unknown[]) {
      target.calls.push(args)
      return { session, auths: [] }
    },
    client: {
      core: {
        storage: {
          setItem: async (key: string, value: unknown) => {
            stored.set(key, value)
          },
        },
      },
    },
  }
  return { target, stored }
}

describe('keepAuthenticatedNamespaces', () => {
  it('stores the optional namespaces of a session made by authenticate, as connect does', async () => {
    const { target, stored } = provider({ topic: 'abc' })
    keepAuthenticatedNamespaces(target)
    await expect(target.authenticate({ chains: ['eip155:1'] }, 'link')).resolves.toEqual({
      session: { topic: 'abc' },
      auths: [],
    })
    expect(target.calls).toEqual([[{ chains: ['eip155:1'] }, 'link']])
    expect([...stored]).toEqual([[`${OPTIONAL_NAMESPACES_KEY}abc`, target.optionalNamespaces]])
    expect(OPTIONAL_NAMESPACES_KEY).toBe('wc@2:universal_provider:/optionalNamespaces')
  })

  it('stores nothing without a session', async () => {
    const { target, stored } = provider()
    keepAuthenticatedNamespaces(target)
    await target.authenticate()
    expect(stored.size).toBe(0)
  })
})
