import type { CaipNetwork } from '@appkit/common'
import type { AdapterEvents } from '@appkit/controllers/adapter'
import { afterEach, describe, expect, it } from 'vitest'
import { createEvmAdapter } from '../evm-adapter.js'
import { safe } from './safe.js'
import { connectSafe } from './safe-connect.js'

const SAFE = '0x5afe5afE5afE5afE5afE5aFe5aFe5Afe5Afe5AfE'

/**
 * A framed page in Node: `window` is an EventTarget whose parent answers what the SDK posts, from
 * `origin`, as the Safe's UI would (`{ id, success, version, data }`).
 */
function frameIn(
  origin: string,
  answer: (request: { id: string; method: string; params?: unknown }) => unknown,
) {
  const page = new EventTarget() as EventTarget & Record<string, unknown>
  const parent = {
    postMessage(request: { id: string; method: string; params?: unknown }) {
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

describe('a send from the Safe, through the EVM adapter', () => {
  const SAFE_TX = `0x${'ab'.repeat(32)}`
  const CHAIN_TX = `0x${'cd'.repeat(32)}`
  const network = { id: 31337, blockTime: 1000 } as CaipNetwork

  /** The adapter inside a Safe that proposes each send as SAFE_TX and describes it as `proposal`. */
  async function adapterInSafe(proposal: { txStatus: string; txHash: string | null }) {
    const asked: string[] = []
    frameIn('http://127.0.0.1:4173', ({ method, params }) => {
      const call = (params as { call?: string } | undefined)?.call
      asked.push(call ? `${method} ${call}` : method)
      if (method === 'getSafeInfo') return { safeAddress: SAFE, chainId: 31337 }
      if (method === 'sendTransactions') return { safeTxHash: SAFE_TX }
      if (method === 'getTxBySafeTxHash') return proposal
      if (call === 'eth_getTransactionReceipt') {
        return { status: '0x1', blockNumber: '0x5', transactionHash: CHAIN_TX }
      }
      return null
    })
    const adapter = createEvmAdapter({ connectors: [safe({ allowedDomains: LOCAL })], legacyInjected: false })
    const connected = new Promise<void>((resolve) => {
      const events = {
        connectorsChanged: () => undefined,
        connected: () => resolve(),
        accountsChanged: () => undefined,
        chainChanged: () => undefined,
        disconnected: () => undefined,
      } satisfies AdapterEvents
      adapter.setup({ networks: [network], events, projectId: 'p' })
    })
    await connected
    const send = adapter.send!
    const hash = await send.send({
      connectorId: 'safe',
      from: SAFE,
      to: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
      amount: 10n ** 17n,
      caipNetwork: network,
    })
    asked.length = 0
    return { send, hash, asked }
  }

  it('is confirmed once the Safe executed it: the receipt of its chain transaction', async () => {
    const { send, hash, asked } = await adapterInSafe({ txStatus: 'SUCCESS', txHash: CHAIN_TX })
    expect(hash).toBe(SAFE_TX)
    expect(await send.waitForReceipt({ hash, caipNetwork: network, timeoutMs: 25_000 })).toBe('confirmed')
    expect(asked).toEqual(['getTxBySafeTxHash', 'rpcCall eth_getTransactionReceipt'])
  })

  it('is pending, not a timeout, while the owners have not executed it', async () => {
    const { send, hash, asked } = await adapterInSafe({ txStatus: 'AWAITING_CONFIRMATIONS', txHash: null })
    expect(await send.waitForReceipt({ hash, caipNetwork: network, timeoutMs: 100 })).toBe('pending')
    expect(asked).toEqual(['getTxBySafeTxHash'])
  })
})
