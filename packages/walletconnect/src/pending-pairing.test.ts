import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createPendingPairing, type PendingPairing } from './pending-pairing.js'

const ACCOUNT = { eip155: { address: '0xa', accounts: ['0xa'], chainId: 1 } }

function harness() {
  const proposals: { resolve: () => void; reject: (error: unknown) => void }[] = []
  const uris: (string | undefined)[] = []
  const approvals: boolean[] = []
  const pairing: PendingPairing = createPendingPairing({
    propose: () => new Promise<void>((resolve, reject) => proposals.push({ resolve, reject })),
    approved: (p) => {
      approvals.push(p.settled)
      p.settle({ accounts: ACCOUNT })
    },
    showUri: (uri) => uris.push(uri),
    toError: (error) => new Error(`wrapped: ${String(error)}`),
  })
  return { pairing, proposals, uris, approvals }
}

beforeEach(() => {
  vi.useFakeTimers({ now: 0 })
})
afterEach(() => {
  vi.useRealTimers()
})

describe('createPendingPairing', () => {
  it('offers each URI with its expiry and renews 10 s before it lapses', async () => {
    const { pairing, proposals, uris } = harness()
    pairing.pair()
    pairing.show('wc:one')
    expect(pairing).toMatchObject({ uri: 'wc:one', expiresAt: 240_000, settled: false })
    await vi.advanceTimersByTimeAsync(230_000)
    expect(proposals).toHaveLength(2)
    expect(pairing.uri).toBeUndefined()
    pairing.show('wc:two')
    expect(uris).toEqual(['wc:one', 'wc:two'])
    expect(pairing.expiresAt).toBe(230_000 + 240_000)
  })

  it('fails only for the newest pairing', async () => {
    const { pairing, proposals, uris } = harness()
    const failure = expect(pairing.promise).rejects.toThrow('wrapped: no')
    pairing.pair()
    pairing.pair()
    proposals[0]?.reject('expired')
    await vi.advanceTimersByTimeAsync(0)
    expect(pairing.settled).toBe(false)
    proposals[1]?.reject('no')
    await failure
    expect(uris).toEqual([undefined])
  })

  it('settles once, clears the URI, stops renewing and shows nothing after', async () => {
    const { pairing, proposals, uris, approvals } = harness()
    pairing.pair()
    pairing.show('wc:one')
    proposals[0]?.resolve()
    await expect(pairing.promise).resolves.toEqual(ACCOUNT)
    expect(approvals).toEqual([false])
    pairing.settle({ error: new Error('late') })
    pairing.show('wc:late')
    await vi.advanceTimersByTimeAsync(3 * 240_000)
    expect(proposals).toHaveLength(1)
    expect(uris).toEqual(['wc:one', undefined])
  })

  it('tells about an approval that comes after the wait ended', async () => {
    const { pairing, proposals, approvals } = harness()
    const cancelled = expect(pairing.promise).rejects.toThrow('cancelled')
    pairing.pair()
    pairing.settle({ error: new Error('cancelled') })
    await cancelled
    proposals[0]?.resolve()
    await vi.advanceTimersByTimeAsync(0)
    expect(approvals).toEqual([true])
  })

  it('hands each approval what its own pairing’s proposal resolved with', async () => {
    const proposals: ((value: string) => void)[] = []
    const approvals: string[] = []
    const pairing = createPendingPairing<string>({
      propose: () => new Promise<string>((resolve) => proposals.push(resolve)),
      approved: (_, approval) => approvals.push(approval),
      showUri: () => undefined,
      toError: (error) => error,
    })
    pairing.pair()
    pairing.pair()
    proposals[1]?.('second')
    proposals[0]?.('first')
    await vi.advanceTimersByTimeAsync(0)
    expect(approvals).toEqual(['second', 'first'])
  })
})
