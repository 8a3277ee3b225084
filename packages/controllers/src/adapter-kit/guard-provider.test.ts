import { describe, expect, it } from 'vitest'
import { attachModalFlows } from '../modal/attach-modal-flows.js'
import { createTestCore } from '../test/core.js'
import { network } from '../test/fake-adapter.js'
import { guardProvider } from './guard-provider.js'

function provider() {
  const calls: string[] = []
  return {
    calls,
    extra: 'kept',
    request: async ({ method }: { method: string }) => {
      calls.push(method)
      return `ok:${method}`
    },
  }
}

describe('guardProvider (spec §6)', () => {
  const core = createTestCore({ networks: [network(1)] })
  attachModalFlows(core) // the modal tells of refused calls, as createAppKit's instance does

  it('passes safe read-only methods', async () => {
    expect(await guardProvider(core, provider()).request({ method: 'eth_getBalance' })).toBe(
      'ok:eth_getBalance',
    )
  })

  it('passes methods that need the user’s approval', async () => {
    const inner = provider()
    await guardProvider(core, inner).request({ method: 'personal_sign' })
    await guardProvider(core, inner).request({ method: 'eth_sendTransaction' })
    expect(inner.calls).toEqual(['personal_sign', 'eth_sendTransaction'])
  })

  it("blocks any other method with 'Requested RPC call is not allowed' and shows 'Action not allowed'", async () => {
    const inner = provider()
    await expect(guardProvider(core, inner).request({ method: 'admin_addPeer' })).rejects.toThrow(
      'Requested RPC call is not allowed',
    )
    expect(inner.calls).toEqual([])
    expect(core.snack).toMatchObject({ open: true, message: { key: 'actionNotAllowed' }, variant: 'error' })
  })

  it('keeps the other properties of the provider', () => {
    expect(guardProvider(core, provider()).extra).toBe('kept')
  })
})
