import { describe, expect, it, vi } from 'vitest'
import { connectWallet } from '../session/connect-wallet.js'
import { createTestCore } from '../test/core.js'
import { fakeApi } from '../test/fake-account.js'
import { connector, FakeAdapter, network } from '../test/fake-adapter.js'
import { attachNoticeFlows } from './notice-flows.js'

const tooMany = () => Object.assign(new Error('HTTP status code: 429'), { status: 429 })

describe('attachNoticeFlows', () => {
  it('a core without the modal only announces a failure: no toast, no alert', () => {
    const core = createTestCore({ networks: [network(1)] })
    const heard: string[] = []
    core.session.on('failed', ({ what }) => heard.push(what))
    core.session.emit('failed', { what: 'tokenBalances', namespace: 'eip155', error: tooMany() })
    expect(heard).toEqual(['tokenBalances'])
    expect(core.snack.open).toBe(false)
    expect(core.alert.open).toBe(false)
  })

  it.each([
    ['tokenBalances', 'tokenBalanceUnavailable'],
    ['activity', 'failedToFetchTransactions'],
    ['rpcCallNotAllowed', 'actionNotAllowed'],
  ] as const)('a %s failure gets the %s toast', (what, key) => {
    const core = createTestCore({ networks: [network(1)] })
    attachNoticeFlows(core)
    core.session.emit('failed', { what, error: new Error('x') })
    expect(core.snack).toMatchObject({ open: true, message: { key }, variant: 'error' })
  })

  it("an API read that failed also raises the API's alert; a refused call does not", async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    const core = createTestCore({ networks: [network(1)], api: async () => fakeApi() })
    attachNoticeFlows(core)
    core.session.emit('failed', { what: 'rpcCallNotAllowed', error: tooMany() })
    await new Promise((resolve) => setTimeout(resolve, 0))
    expect(core.alert.open).toBe(false)
    core.session.emit('failed', { what: 'activity', error: tooMany() })
    await vi.waitFor(() => expect(core.alert.code).toBe('APKT010'))
  })

  it('a refused call raises the alert the session gave it, and no toast', () => {
    const core = createTestCore({ networks: [network(1)] })
    attachNoticeFlows(core)
    core.session.emit('refused', { code: 'APKT002', error: new Error('x') })
    expect(core.alert).toMatchObject({ open: true, code: 'APKT002', variant: 'error' })
    expect(core.snack.open).toBe(false)
  })

  it('warns APKTW001 only on entering a namespace with no wallet while another has one', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    const core = createTestCore({
      adapters: [new FakeAdapter(), new FakeAdapter('solana')],
      networks: [network(1), network(7, 'solana')],
    })
    attachNoticeFlows(core)
    core.session.emit('activeNamespace', { namespace: 'solana' })
    expect(core.alert.open).toBe(false)
    await connectWallet(core, { connector: connector('a') })
    core.session.emit('activeNamespace', { namespace: 'eip155' })
    expect(core.alert.open).toBe(false)
    core.session.emit('activeNamespace', { namespace: 'solana' })
    expect(core.alert).toMatchObject({ open: true, code: 'APKTW001', variant: 'warning' })
  })

  it('detached, it tells nothing more', () => {
    const core = createTestCore({ networks: [network(1)] })
    attachNoticeFlows(core)()
    core.session.emit('failed', { what: 'activity', error: new Error('x') })
    expect(core.snack.open).toBe(false)
  })
})
