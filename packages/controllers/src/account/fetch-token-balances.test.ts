import { describe, expect, it, vi } from 'vitest'
import { attachModalFlows } from '../modal/attach-modal-flows.js'
import { connectWallet } from '../session/connect-wallet.js'
import { createTestCore } from '../test/core.js'
import { eth, fakeApi, usd, withAccountFeatures } from '../test/fake-account.js'
import { connector, FakeAdapter, network } from '../test/fake-adapter.js'
import { fetchTokenBalances } from './fetch-token-balances.js'

async function connected(api = fakeApi()) {
  const adapter = new FakeAdapter()
  const script = withAccountFeatures(adapter)
  const core = createTestCore({ adapters: [adapter], networks: [network(1)], api: async () => api })
  attachModalFlows(core) // the modal tells of failed reads, as createAppKit's instance does
  await connectWallet(core, { connector: connector('a') })
  return { core, script, account: () => core.chains.chains.eip155!.account }
}

describe('fetchTokenBalances', () => {
  it('keeps the tokens, leaving out the decimals-0 ones as low quality (spec §5)', async () => {
    const { core, script, account } = await connected()
    script.tokens = async () => [eth(), usd(), { ...usd('7'), symbol: 'ZERO', decimals: 0 }]
    await fetchTokenBalances(core, { namespace: 'eip155' })
    expect(account().tokens?.map((t) => t.symbol)).toEqual(['ETH', 'LUSD'])
    expect(account().tokensLoading).toBe(false)
  })

  it("a failure says 'Token Balance Unavailable', maps 429 to APKT010, and blocks a retry for 30 s", async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    const { core, script, account } = await connected()
    let calls = 0
    script.tokens = async () => {
      calls++
      throw Object.assign(new Error('HTTP status code: 429'), { status: 429 })
    }
    let now = 1_000_000
    await fetchTokenBalances(core, { namespace: 'eip155', now: () => now })
    expect(core.snack).toMatchObject({
      open: true,
      message: { key: 'tokenBalanceUnavailable' },
      variant: 'error',
    })
    expect(account().lastRetry).toBe(1_000_000)
    await vi.waitFor(() => expect(core.alert.code).toBe('APKT010'))
    now += 29_999
    await fetchTokenBalances(core, { namespace: 'eip155', now: () => now })
    expect(calls).toBe(1)
    now += 1
    script.tokens = async () => [eth()]
    await fetchTokenBalances(core, { namespace: 'eip155', now: () => now })
    expect(account().tokens?.map((t) => t.symbol)).toEqual(['ETH'])
    expect(account().lastRetry).toBeUndefined()
  })

  it('force skips the retry block', async () => {
    const { core, script, account } = await connected()
    script.tokens = async () => {
      throw new Error('down')
    }
    await fetchTokenBalances(core, { namespace: 'eip155' })
    script.tokens = async () => [usd()]
    await fetchTokenBalances(core, { namespace: 'eip155', force: true })
    expect(account().tokens?.map((t) => t.symbol)).toEqual(['LUSD'])
  })

  it('an adapter without token balances (or no API) leaves the tokens unknown', async () => {
    const core = createTestCore({ adapters: [new FakeAdapter()], networks: [network(1)] })
    await connectWallet(core, { connector: connector('a') })
    await fetchTokenBalances(core, { namespace: 'eip155' })
    expect(core.chains.chains.eip155!.account.tokens).toBeUndefined()
  })
})
