import {
  ConnectorNotConnectedError,
  FailedToConnectError,
  ModalClosedError,
  UserRejectedRequestError,
  WALLET_CONNECT_DISCONNECT_TIMEOUT_MS,
} from '@appkit/common'
import { memorySyncStorage } from '@appkit/testing/node'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createWalletConnectClient } from './client.js'
import { REQUESTED_CHAINS_KEY } from './requested-chains.js'
import {
  A,
  ANDROID,
  B,
  FakeProvider,
  flush,
  IPHONE_SAFARI,
  network,
  recorder,
  SOL,
  sessionOf,
  setup,
} from './test/client-harness.js'
import { EVM_RULES } from './test/namespace-rules.js'

beforeEach(() => {
  vi.useFakeTimers({ now: 1_000_000 })
})
afterEach(() => {
  vi.useRealTimers()
})

const evmAccount = (address: string, chainId: number) => ({
  address,
  accounts: [address],
  chainId,
  walletInfo: { name: 'Phone Wallet' },
})

describe('connect', () => {
  it('starts the provider once, shows the URI, and resolves with the approved accounts', async () => {
    const { client, provider, uris, storage, inits } = setup()
    const connecting = client.connect()
    await flush()
    expect(inits).toEqual([
      {
        init: expect.objectContaining({
          projectId: 'p1',
          relayUrl: 'ws://127.0.0.1:9',
          telemetryEnabled: false,
        }),
        verify: false,
      },
    ])
    expect(provider.pairings[0]?.params).toEqual({
      optionalNamespaces: {
        eip155: expect.objectContaining({
          chains: ['eip155:1', 'eip155:10'],
          rpcMap: { 1: 'http://127.0.0.1:9/1', 10: 'http://127.0.0.1:9/10' },
        }),
      },
    })
    expect(uris()).toEqual([provider.pairings[0]?.uri])
    provider.pairings[0]?.approve([`eip155:10:${B}`, `eip155:1:${A}`])
    await expect(connecting).resolves.toEqual({ eip155: evmAccount(B, 10) })
    expect(uris()).toEqual([provider.pairings[0]?.uri, undefined])
    expect(storage.entries.get(REQUESTED_CHAINS_KEY)).toBe('["eip155:1","eip155:10"]')
    expect(client.getProvider()).toBe(provider)
  })

  it('proposes every namespace of the dapp, with the part its adapter gave or the default', async () => {
    const evmPart = { chains: ['eip155:1'], methods: ['personal_sign'], events: [], rpcMap: {} }
    const { client, provider } = setup(
      {},
      { networks: [network(1), network('5eykt4', 'solana')], parts: { eip155: evmPart } },
    )
    const connecting = client.connect()
    await flush()
    expect(provider.pairings[0]?.params).toEqual({
      optionalNamespaces: {
        eip155: evmPart,
        solana: {
          chains: ['solana:5eykt4'],
          methods: ['solana_signMessage', 'solana_signTransaction', 'solana_signAndSendTransaction'],
          events: [],
          rpcMap: { '5eykt4': 'http://127.0.0.1:9/5eykt4' },
        },
      },
    })
    provider.pairings[0]?.approve([`eip155:1:${A}`, `solana:5eykt4:${SOL}`])
    await expect(connecting).resolves.toEqual({
      eip155: evmAccount(A, 1),
      solana: { address: SOL, accounts: [SOL], chainId: '5eykt4', walletInfo: { name: 'Phone Wallet' } },
    })
  })

  it('clears the URI and rejects with a typed error when the wallet says no', async () => {
    const { client, provider, uris } = setup()
    const connecting = client.connect()
    await flush()
    provider.pairings[0]?.reject({ code: 5000, message: 'User rejected.' })
    await expect(connecting).rejects.toBeInstanceOf(UserRejectedRequestError)
    expect(uris()).toEqual([provider.pairings[0]?.uri, undefined])
  })

  it("fails with 'Account not found for connector' when the wallet approves no account", async () => {
    const { client, provider } = setup()
    const connecting = client.connect()
    await flush()
    provider.pairings[0]?.approve([])
    await expect(connecting).rejects.toThrow('Account not found for connector')
  })

  it('ends a session left over before pairing afresh', async () => {
    const provider = new FakeProvider()
    provider.session = sessionOf('old', [`eip155:1:${A}`])
    const { client } = setup({}, { provider })
    void client.connect()
    await flush()
    expect(provider.disconnects).toBe(1)
    expect(provider.pairings).toHaveLength(1)
  })
})

describe('a connect aborted, or replacing a held session', () => {
  it('a signal aborted while the provider loads makes no pairing', async () => {
    let release: () => void = () => undefined
    const provider = new FakeProvider()
    const client = createWalletConnectClient({
      init: { projectId: 'p1' },
      networks: [network(1)],
      events: recorder().events,
      namespaces: () => ({}),
      rules: EVM_RULES,
      loadProvider: () => new Promise((resolve) => (release = () => resolve(provider))),
      platform: () => ANDROID,
      storage: memorySyncStorage(),
    })
    const controller = new AbortController()
    const connecting = client.connect(controller.signal)
    controller.abort(new ModalClosedError())
    release()
    await expect(connecting).rejects.toThrow('Modal closed')
    expect(provider.pairings).toHaveLength(0)
  })

  it('aborting the wait cancels the pairing: the URI goes, renewal stops, a late approval is ended', async () => {
    const { client, provider, uris } = setup()
    const controller = new AbortController()
    const connecting = client.connect(controller.signal)
    const aborted = expect(connecting).rejects.toBeInstanceOf(ModalClosedError)
    await flush()
    controller.abort(new ModalClosedError())
    await aborted
    await flush()
    expect(uris()).toEqual([provider.pairings[0]?.uri, undefined])
    expect(provider.cleanups).toBe(1)
    await vi.advanceTimersByTimeAsync(3 * 240_000)
    expect(provider.pairings).toHaveLength(1)
    provider.pairings[0]?.approve()
    await flush()
    expect(provider.disconnects).toBe(1)
  })

  it('tells the core, in every namespace, when a new connect ends the session it held', async () => {
    const { client, provider, seen } = setup({}, { networks: [network(1), network('5eykt4', 'solana')] })
    const first = client.connect()
    await flush()
    provider.pairings[0]?.approve([`eip155:1:${A}`, `solana:5eykt4:${SOL}`])
    await first
    void client.connect()
    await flush()
    expect(seen.filter(([name]) => name === 'disconnected')).toEqual([
      ['disconnected', 'eip155'],
      ['disconnected', 'solana'],
    ])
    expect(provider.pairings).toHaveLength(2)
  })
})

describe('teardown', () => {
  it('cancels the pending pairing and stops reporting wallet events', async () => {
    const { client, provider, seen } = setup()
    const first = client.connect()
    await flush()
    provider.pairings[0]?.approve([`eip155:1:${A}`])
    await first
    const pending = client.connect()
    await flush()
    client.teardown()
    await expect(pending).rejects.toThrow('Failed to connect')
    const before = seen.length
    provider.walletEvent('eip155:1', 'chainChanged', 10)
    provider.emit('session_delete', { topic: 'x' })
    expect(seen.slice(before).filter(([name]) => name !== 'uri')).toEqual([])
  })

  it('a connect still loading the provider when the instance goes makes no pairing', async () => {
    let release: () => void = () => undefined
    const provider = new FakeProvider()
    const client = createWalletConnectClient({
      init: { projectId: 'p1' },
      networks: [network(1)],
      events: recorder().events,
      namespaces: () => ({}),
      rules: EVM_RULES,
      loadProvider: () => new Promise((resolve) => (release = () => resolve(provider))),
      storage: memorySyncStorage(),
    })
    const connecting = client.connect()
    client.teardown()
    release()
    await expect(connecting).rejects.toThrow('Failed to connect')
    expect(provider.pairings).toHaveLength(0)
  })
})

describe('pairing renewal while the user waits (spec §4, §9)', () => {
  it('makes a new pairing when 10 s of the 4 minutes remain, and again for the next one', async () => {
    const { client, provider, uris } = setup()
    const connecting = client.connect()
    await flush()
    await vi.advanceTimersByTimeAsync(229_999)
    expect(provider.pairings).toHaveLength(1)
    await vi.advanceTimersByTimeAsync(1)
    expect(provider.pairings).toHaveLength(2)
    await vi.advanceTimersByTimeAsync(230_000)
    expect(provider.pairings).toHaveLength(3)
    expect(uris()).toEqual(provider.pairings.map((p) => p.uri))

    // The replaced proposals expiring later is no failure; the newest pairing's approval counts.
    provider.pairings[0]?.reject({ message: 'Proposal expired', code: 0 })
    provider.pairings[2]?.approve()
    await expect(connecting).resolves.toMatchObject({ eip155: { address: A, chainId: 1 } })
    expect(uris().at(-1)).toBeUndefined()
  })

  it('stops renewing once the connection settles', async () => {
    const { client, provider } = setup()
    const connecting = client.connect()
    await flush()
    provider.pairings[0]?.approve()
    await connecting
    await vi.advanceTimersByTimeAsync(3 * 240_000)
    expect(provider.pairings).toHaveLength(1)
  })

  it('fails when the newest pairing fails', async () => {
    const { client, provider } = setup()
    const connecting = client.connect()
    const failure = expect(connecting).rejects.toMatchObject({ details: 'relay down' })
    await flush()
    await vi.advanceTimersByTimeAsync(230_000)
    provider.pairings[1]?.reject(new Error('relay down'))
    await failure
  })
})

describe('connect again while a pairing is pending', () => {
  it('makes a new pairing on most platforms; both callers get the one result', async () => {
    const { client, provider, uris } = setup()
    const first = client.connect()
    await flush()
    const second = client.connect()
    await flush()
    expect(provider.pairings).toHaveLength(2)
    expect(uris()).toEqual([provider.pairings[0]?.uri, provider.pairings[1]?.uri])
    provider.pairings[1]?.approve()
    await expect(first).resolves.toMatchObject({ eip155: { address: A } })
    await expect(second).resolves.toMatchObject({ eip155: { address: A } })
  })

  it('reuses the pairing and its URI on iOS Safari while it is valid', async () => {
    const { client, provider, uris } = setup({}, { platform: IPHONE_SAFARI })
    const first = client.connect()
    await flush()
    await vi.advanceTimersByTimeAsync(200_000)
    const second = client.connect()
    await flush()
    expect(provider.pairings).toHaveLength(1)
    expect(uris()).toEqual([provider.pairings[0]?.uri, provider.pairings[0]?.uri])
    provider.pairings[0]?.approve()
    await expect(second).resolves.toMatchObject({ eip155: { address: A } })
    await expect(first).resolves.toMatchObject({ eip155: { address: A } })
  })

  it('waits for the URI being made instead of making another', async () => {
    const { client, provider, uris } = setup({ reusePairing: true })
    void client.connect()
    void client.connect()
    await flush()
    expect(provider.pairings).toHaveLength(1)
    expect(uris()).toEqual([provider.pairings[0]?.uri])
  })

  it('does not reuse a pairing within the expiry margin', async () => {
    const { client, provider } = setup({ reusePairing: true })
    void client.connect()
    await flush()
    vi.setSystemTime(Date.now() + 231_000) // the clock jumped (a phone asleep), the timer has not run
    void client.connect()
    await flush()
    expect(provider.pairings).toHaveLength(2)
  })

  it('follows the reusePairing option over detection', async () => {
    const { client, provider } = setup({ reusePairing: false }, { platform: IPHONE_SAFARI })
    void client.connect()
    await flush()
    void client.connect()
    await flush()
    expect(provider.pairings).toHaveLength(2)
  })
})

describe('wallet events', () => {
  async function connected() {
    const setupResult = setup({}, { networks: [network(1), network(10), network('5eykt4', 'solana')] })
    const connecting = setupResult.client.connect()
    await flush()
    setupResult.provider.pairings[0]?.approve([`eip155:1:${A}`, `eip155:10:${A}`, `solana:5eykt4:${SOL}`])
    await connecting
    setupResult.seen.length = 0
    return setupResult
  }

  it('routes chain changes to their namespace, EVM ones as numbers', async () => {
    const { provider, seen } = await connected()
    provider.walletEvent('eip155:1', 'chainChanged', 10)
    provider.walletEvent('eip155:1', 'chainChanged', '0xa')
    provider.walletEvent('eip155:10', 'chainChanged', 'eip155:1')
    provider.walletEvent('eip155:1', 'chainChanged', 'not a chain')
    provider.walletEvent('solana:5eykt4', 'chainChanged', 'solana:4uhcVJ')
    expect(seen).toEqual([
      ['chainChanged', 'eip155', 10],
      ['chainChanged', 'eip155', 10],
      ['chainChanged', 'eip155', 1],
      ['chainChanged', 'eip155', 1],
      ['chainChanged', 'solana', '4uhcVJ'],
    ])
  })

  it('forwards accounts as plain addresses, and a session update as each namespace’s accounts', async () => {
    const { provider, seen } = await connected()
    provider.walletEvent('eip155:10', 'accountsChanged', [`eip155:10:${B}`, A])
    provider.emit('session_update', {
      topic: provider.session?.topic,
      params: { namespaces: { eip155: { accounts: [`eip155:1:${B}`, `eip155:10:${B}`] } } },
    })
    expect(seen).toEqual([
      ['accountsChanged', 'eip155', [B, A]],
      ['accountsChanged', 'eip155', [B]],
    ])
  })

  it('reports a session the wallet ended once, in every namespace, however it is told', async () => {
    const { provider, seen } = await connected()
    provider.emit('session_delete', { topic: 'session1' })
    provider.emit('disconnect', { code: 6000 })
    expect(seen).toEqual([
      ['disconnected', 'eip155'],
      ['disconnected', 'solana'],
    ])
  })

  it('reports an expired session', async () => {
    const { provider, seen } = await connected()
    provider.emit('session_expire', { topic: 'other' })
    provider.emit('session_expire', { topic: provider.session?.topic })
    expect(seen).toEqual([
      ['disconnected', 'eip155'],
      ['disconnected', 'solana'],
    ])
  })

  it('ignores events of another session, and events while no session is reported', async () => {
    const { client, provider, seen } = setup()
    void client.connect()
    await flush()
    seen.length = 0
    provider.walletEvent('eip155:1', 'chainChanged', 10)
    provider.emit('session_event', {
      topic: 'other',
      params: { chainId: 'eip155:1', event: { name: 'chainChanged', data: 5 } },
    })
    provider.emit('disconnect', {})
    expect(seen).toEqual([])
  })
})

describe('reconnect', () => {
  function restored(accounts = [`eip155:1:${A}`, `eip155:10:${A}`], activeChain = '10') {
    const provider = new FakeProvider()
    provider.session = sessionOf('stored', accounts)
    provider.activeChains = { eip155: activeChain }
    return provider
  }

  it('resumes a stored session made for the same chains, on the chain the provider is on', async () => {
    const { client, storage, seen, provider } = setup({}, { provider: restored() })
    storage.setItem(REQUESTED_CHAINS_KEY, '["eip155:10","eip155:1"]')
    await expect(client.reconnect()).resolves.toEqual({ eip155: evmAccount(A, 10) })
    provider.walletEvent('eip155:10', 'chainChanged', 1)
    expect(seen).toEqual([['chainChanged', 'eip155', 1]])
  })

  it('drops the session when the configured chains differ from those requested', async () => {
    const { client, storage, provider } = setup({}, { provider: restored() })
    storage.setItem(REQUESTED_CHAINS_KEY, '["eip155:1"]')
    await expect(client.reconnect()).resolves.toBeUndefined()
    expect(provider.disconnects).toBe(1)
    expect(storage.entries.has(REQUESTED_CHAINS_KEY)).toBe(false)
  })

  it('drops the session when the requested chains were not stored', async () => {
    const { client, provider } = setup({}, { provider: restored() })
    await expect(client.reconnect()).resolves.toBeUndefined()
    expect(provider.disconnects).toBe(1)
  })

  it('answers nothing without a stored session', async () => {
    const { client, provider } = setup()
    await expect(client.reconnect()).resolves.toBeUndefined()
    expect(provider.disconnects).toBe(0)
  })
})

describe('disconnect', () => {
  it('ends the session and forgets the requested chains, without reporting it back', async () => {
    const { client, provider, storage, seen } = setup()
    const connecting = client.connect()
    await flush()
    provider.pairings[0]?.approve()
    await connecting
    await client.disconnect()
    expect(provider.disconnects).toBe(1)
    expect(storage.entries.has(REQUESTED_CHAINS_KEY)).toBe(false)
    expect(seen.filter(([name]) => name === 'disconnected')).toEqual([])
    await expect(client.request({ method: 'personal_sign' }, 'eip155:1')).rejects.toBeInstanceOf(
      ConnectorNotConnectedError,
    )
  })

  it('gives up waiting for an unreachable relay after a few seconds', async () => {
    const { client, provider } = setup()
    const connecting = client.connect()
    await flush()
    provider.pairings[0]?.approve()
    await connecting
    provider.disconnectResult = () => new Promise(() => undefined)
    let done = false
    const disconnecting = client.disconnect().then(() => {
      done = true
    })
    await vi.advanceTimersByTimeAsync(WALLET_CONNECT_DISCONNECT_TIMEOUT_MS - 1)
    expect(done).toBe(false)
    await vi.advanceTimersByTimeAsync(1)
    await disconnecting
    expect(WALLET_CONNECT_DISCONNECT_TIMEOUT_MS).toBe(3000)
  })

  it('cancels a pending pairing with a typed error', async () => {
    const { client, provider, uris } = setup()
    const connecting = client.connect()
    const cancelled = expect(connecting).rejects.toBeInstanceOf(FailedToConnectError)
    await flush()
    await client.disconnect()
    await cancelled
    expect(uris()).toEqual([provider.pairings[0]?.uri, undefined])
    expect(provider.cleanups).toBe(1)
  })

  it('does nothing before WalletConnect was used', async () => {
    const { client, inits } = setup()
    await client.disconnect()
    expect(inits).toHaveLength(0)
  })
})

describe('requests', () => {
  it('go to the session on the given chain; the default chain takes its RPC', async () => {
    const { client, provider } = setup()
    const connecting = client.connect()
    await flush()
    provider.pairings[0]?.approve()
    await connecting
    provider.answer = () => '0xsig'
    await expect(
      client.request({ method: 'personal_sign', params: ['0x6869', A] }, 'eip155:1'),
    ).resolves.toBe('0xsig')
    expect(provider.requests).toEqual([{ method: 'personal_sign', params: ['0x6869', A], chain: 'eip155:1' }])
    client.setDefaultChain('eip155:10', 'http://127.0.0.1:9/10')
    expect(provider.defaultChains).toEqual(['eip155:10 http://127.0.0.1:9/10'])
  })

  it('are refused without a session', async () => {
    const { client } = setup()
    await expect(client.request({ method: 'personal_sign' }, 'eip155:1')).rejects.toBeInstanceOf(
      ConnectorNotConnectedError,
    )
    expect(() => client.setDefaultChain('eip155:10')).toThrow(ConnectorNotConnectedError)
  })
})
