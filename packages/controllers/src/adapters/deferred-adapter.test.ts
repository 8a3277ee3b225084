import { describe, expect, it } from 'vitest'
import { FakeAdapter, network } from '../test/fake-adapter.js'
import type { AdapterContext } from '../types/adapter.js'
import { deferredAdapter } from './deferred-adapter.js'

function setup() {
  const real = new FakeAdapter('solana')
  let loads = 0
  const adapter = deferredAdapter({
    namespace: 'solana',
    load: async () => {
      loads++
      return real
    },
    isValidAddress: (address, context) => address === 'ok' && context !== undefined,
  })
  return { adapter, real, loads: () => loads }
}

describe('deferredAdapter', () => {
  it('loads nothing until asked, then once, and sets the loaded adapter up with the context', async () => {
    const { adapter, real, loads } = setup()
    const context = { networks: [network(7, 'solana')] } as unknown as AdapterContext
    adapter.setup(context)
    expect(loads()).toBe(0)
    expect(adapter.getProvider('c')).toBeUndefined()
    await adapter.connect({ connectorId: 'c' })
    await adapter.signMessage({ connectorId: 'c', address: '0xabc', message: 'hi' })
    expect(loads()).toBe(1)
    expect(real.context).toBe(context)
    expect(real.calls).toContain('connect:c')
  })

  it('words errors as its loaded code does, which is where they come from', async () => {
    const { adapter, real } = setup()
    const errorMessages = { UNKNOWN_ERROR: 'Something odd happened' }
    Object.assign(real, { errorMessages })
    expect(adapter.errorMessages).toBeUndefined()
    adapter.activate?.()
    await Promise.resolve()
    expect(adapter.errorMessages).toBe(errorMessages)
  })

  it('activate starts the load; address checks stay on the page', async () => {
    const { adapter, loads } = setup()
    expect(adapter.send?.isValidAddress('ok')).toBe(false)
    adapter.setup({ networks: [] } as unknown as AdapterContext)
    expect(adapter.send?.isValidAddress('ok')).toBe(true)
    adapter.activate?.()
    await Promise.resolve()
    expect(loads()).toBe(1)
  })

  it('the price of sending everything comes from the loaded adapter, when it knows one', async () => {
    const { adapter, real } = setup()
    const request = { from: 'a', to: 'b', caipNetwork: network(7, 'solana') }
    await expect(adapter.fees!.estimateMaxSend!(request)).resolves.toBeUndefined()
    const all = { amount: 90n, fee: { value: 10n, decimals: 8, symbol: 'BTC' } }
    Object.assign(real, { fees: { estimateSendFee: async () => all.fee, estimateMaxSend: async () => all } })
    await expect(adapter.fees!.estimateMaxSend!(request)).resolves.toEqual(all)
  })
})
