import { describe, expect, it, vi } from 'vitest'
import { fetchTokenBalances } from '../account/fetch-token-balances.js'
import { connectWallet } from '../session/connect-wallet.js'
import { createTestCore } from '../test/core.js'
import { eth, fakeApi, withAccountFeatures } from '../test/fake-account.js'
import { connector, FakeAdapter, network } from '../test/fake-adapter.js'
import { lookupSendReceiver } from './lookup-receiver.js'
import { chooseSendToken, setSendAmount, setSendReceiver } from './send-form.js'
import { validateSend } from './validate-send.js'

const RECEIVER = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'

async function onSend(api = fakeApi()) {
  const adapter = new FakeAdapter()
  withAccountFeatures(adapter)
  const core = createTestCore({ adapters: [adapter], networks: [network(1)], api: async () => api })
  await connectWallet(core, { connector: connector('a') })
  return core
}

describe('lookupSendReceiver', () => {
  it('names a valid receiver; an invalid one is not looked up', async () => {
    const getIdentity = vi.fn(async () => ({ name: 'bob.lab.id', avatar: 'http://127.0.0.1/b.png' }))
    const core = await onSend(fakeApi({ getIdentity }))
    // Connecting looked up the account's own name.
    await vi.waitFor(() => expect(getIdentity).toHaveBeenCalledTimes(1))
    getIdentity.mockClear()
    setSendReceiver(core, '0x123')
    await lookupSendReceiver(core)
    expect(getIdentity).not.toHaveBeenCalled()
    setSendReceiver(core, ` ${RECEIVER} `)
    await lookupSendReceiver(core)
    expect(getIdentity).toHaveBeenCalledWith({ address: RECEIVER })
    expect(core.send).toMatchObject({
      receiverProfileName: 'bob.lab.id',
      receiverProfileImage: 'http://127.0.0.1/b.png',
    })
  })

  it('an answer for a receiver the user has since changed is dropped; a failure shows nothing', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    let answer: (identity: { name?: string }) => void = () => undefined
    const core = await onSend(fakeApi({ getIdentity: () => new Promise((resolve) => (answer = resolve)) }))
    setSendReceiver(core, RECEIVER)
    const looking = lookupSendReceiver(core)
    await vi.waitFor(() => expect(answer).not.toBe(undefined))
    setSendReceiver(core, '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC')
    answer({ name: 'bob.lab.id' })
    await looking
    expect(core.send.receiverProfileName).toBeUndefined()

    const failing = await onSend(fakeApi({ getIdentity: async () => Promise.reject(new Error('down')) }))
    setSendReceiver(failing, RECEIVER)
    await lookupSendReceiver(failing)
    expect(failing.send.receiverProfileName).toBeUndefined()
    expect(warn).toHaveBeenCalled()
    warn.mockRestore()
  })

  it("Send: a name shown as the receiver elsewhere ('bob.lab.id') is looked up, and the send goes to its address", async () => {
    const resolveName = vi.fn(async ({ name }: { name: string }) =>
      name === 'bob.lab.id' ? RECEIVER : undefined,
    )
    const core = await onSend(fakeApi({ resolveName }))
    await fetchTokenBalances(core, { namespace: 'eip155' })
    chooseSendToken(core, eth())
    setSendAmount(core, '1')
    setSendReceiver(core, ' bob.lab.id ')
    // Waiting for the lookup, not refused.
    expect(core.send.receiverResolving).toBe(true)
    await lookupSendReceiver(core)
    expect(resolveName).toHaveBeenCalledWith({ name: 'bob.lab.id' })
    expect(core.send).toMatchObject({
      receiverResolving: false,
      receiverResolvedAddress: RECEIVER,
      receiverProfileName: 'bob.lab.id',
    })
    expect(validateSend(core).to).toBe(RECEIVER)

    setSendReceiver(core, 'carol.lab.id')
    await lookupSendReceiver(core)
    expect(core.send.receiverResolving).toBe(false)
    expect(() => validateSend(core)).toThrow('Invalid address')
  })

  it('a name answered after the user changed the receiver is dropped', async () => {
    let answer: ((address: string) => void) | undefined
    const core = await onSend(fakeApi({ resolveName: () => new Promise((resolve) => (answer = resolve)) }))
    setSendReceiver(core, 'bob.lab.id')
    const looking = lookupSendReceiver(core)
    await vi.waitFor(() => expect(answer).toBeDefined())
    setSendReceiver(core, 'dave.lab.id')
    expect(core.send.receiverResolving).toBe(true)
    answer?.(RECEIVER)
    await looking
    expect(core.send.receiverResolvedAddress).toBeUndefined()
    expect(core.send.receiverResolving).toBe(true)
  })
})
