import { describe, expect, it } from 'vitest'
import type { WalletMode } from './approvable-wallet.js'
import { createApprovals as create } from './approvals.js'

/** Each wallet brings its own refusal; this one looks like EIP-1193's. */
const rejected = () => Object.assign(new Error('User rejected the request.'), { code: 4001 })
const createApprovals = (mode: WalletMode) => create(mode, rejected)

describe('createApprovals', () => {
  it('queues in manual mode and settles by approve/reject, oldest first', async () => {
    const approvals = createApprovals('manual')
    const first = approvals.ask('personal_sign', ['0x01'])
    const second = approvals.ask('eth_sendTransaction', [{}])
    expect(approvals.pending()).toEqual([
      { id: 1, method: 'personal_sign', params: ['0x01'] },
      { id: 2, method: 'eth_sendTransaction', params: [{}] },
    ])

    expect(approvals.approve()).toEqual({ id: 1, method: 'personal_sign', params: ['0x01'] })
    await expect(first).resolves.toBeUndefined()
    approvals.reject(2)
    await expect(second).rejects.toMatchObject({ code: 4001, message: 'User rejected the request.' })
    expect(approvals.pending()).toEqual([])
  })

  it("rejects with the wallet's own error, a fresh one each time", async () => {
    const approvals = create('reject', () => new RangeError('no'))
    const first = approvals.ask('solana:signMessage', [])
    const second = approvals.ask('solana:signMessage', [])
    await expect(first).rejects.toBeInstanceOf(RangeError)
    expect(await second.catch((error: unknown) => error)).not.toBe(
      await first.catch((error: unknown) => error),
    )
  })

  it('answers at once in approve and reject modes', async () => {
    const approvals = createApprovals('approve')
    await expect(approvals.ask('personal_sign', [])).resolves.toBeUndefined()
    approvals.setMode('reject')
    await expect(approvals.ask('personal_sign', [])).rejects.toMatchObject({ code: 4001 })
    expect(approvals.pending()).toEqual([])
  })

  it('says so when there is nothing to approve', () => {
    const approvals = createApprovals('manual')
    expect(() => approvals.approve()).toThrow('No pending request to approve.')
    expect(() => approvals.reject(7)).toThrow('No pending request with id 7.')
  })

  it('waits for a pending request of a method', async () => {
    const approvals = createApprovals('manual')
    const waited = approvals.waitForPending('eth_sendTransaction')
    void approvals.ask('personal_sign', [])
    void approvals.ask('eth_sendTransaction', ['tx'])
    await expect(waited).resolves.toEqual({ id: 2, method: 'eth_sendTransaction', params: ['tx'] })
    await expect(approvals.waitForPending()).resolves.toMatchObject({ id: 1 })
  })

  it('times out when nothing arrives', async () => {
    const approvals = createApprovals('manual')
    await expect(approvals.waitForPending('personal_sign', 20)).rejects.toThrow(
      'No personal_sign waited for approval within 20 ms.',
    )
  })
})

describe('watching the approvals', () => {
  it('tells a subscriber when a request arrives or is answered, and when the mode changes', async () => {
    const approvals = createApprovals('manual')
    let calls = 0
    const stop = approvals.subscribe(() => calls++)
    const asked = approvals.ask('personal_sign', [])
    expect(calls).toBe(1)
    approvals.approve()
    await asked
    expect(calls).toBe(2)
    approvals.setMode('approve')
    expect([calls, approvals.mode()]).toEqual([3, 'approve'])
    stop()
    approvals.setMode('manual')
    expect(calls).toBe(3)
  })
})
