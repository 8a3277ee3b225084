import type { ChainNamespace } from '@appkit/common'
import type { MultiNamespaceEvents } from '@appkit/controllers/adapter'
import { describe, expect, it } from 'vitest'
import type { WalletConnectProvider, WalletConnectSession } from './provider.js'
import { sessionReader } from './session-accounts.js'
import { EVM_RULES } from './test/namespace-rules.js'
import { listenToWallet } from './wallet-events.js'

type Listener = (payload: never) => void

/** The events part of UniversalProvider. */
function emitter() {
  const listeners = new Map<string, Listener[]>()
  const on = (event: string, listener: Listener) =>
    listeners.set(event, [...(listeners.get(event) ?? []), listener])
  const emit = (event: string, payload: unknown) => {
    for (const listener of listeners.get(event) ?? []) (listener as (p: unknown) => void)(payload)
  }
  const provider = { on, client: { on } } as unknown as WalletConnectProvider
  return { provider, emit }
}

function setup(reported: WalletConnectSession | null = { topic: 't', namespaces: {} }) {
  const seen: unknown[] = []
  const events = {
    chainChanged: (ref, chainId) => seen.push(['chain', ref.namespace, chainId]),
    accountsChanged: (ref, accounts) => seen.push(['accounts', ref.namespace, accounts]),
  } as Partial<MultiNamespaceEvents> as MultiNamespaceEvents
  const { provider, emit } = emitter()
  let ends = 0
  listenToWallet(provider, {
    events,
    read: sessionReader(EVM_RULES),
    reported: () => reported ?? undefined,
    activeChain: (namespace: ChainNamespace) => (namespace === 'eip155' ? 10 : undefined),
    ended: () => ends++,
  })
  return { emit, seen, ends: () => ends }
}

describe('listenToWallet', () => {
  it('routes a session event to the namespace of the chain it came on', () => {
    const { emit, seen } = setup()
    emit('session_event', {
      topic: 't',
      params: { chainId: 'eip155:1', event: { name: 'chainChanged', data: '0xa' } },
    })
    emit('session_event', {
      topic: 't',
      params: { chainId: 'eip155:1', event: { name: 'accountsChanged', data: ['eip155:1:0xb'] } },
    })
    emit('session_event', {
      topic: 't',
      params: { chainId: 'nope:1', event: { name: 'chainChanged', data: 1 } },
    })
    emit('session_event', {
      topic: 't',
      params: { chainId: 'eip155:1', event: { name: 'accountsChanged', data: [] } },
    })
    expect(seen).toEqual([
      ['chain', 'eip155', 10],
      ['accounts', 'eip155', ['0xb']],
    ])
  })

  it('reads a session update as the accounts of each namespace’s active chain', () => {
    const A = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
    const B = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
    const { emit, seen } = setup()
    emit('session_update', {
      topic: 't',
      params: {
        namespaces: { eip155: { accounts: [`eip155:1:${A}`, `eip155:10:${B}`] }, junk: { accounts: [] } },
      },
    })
    expect(seen).toEqual([['accounts', 'eip155', [B]]])
  })

  it('hears nothing while no session is reported, and ends on delete, disconnect or its own expiry', () => {
    const quiet = setup(null)
    quiet.emit('session_event', {
      topic: 't',
      params: { chainId: 'eip155:1', event: { name: 'chainChanged', data: 1 } },
    })
    quiet.emit('session_expire', { topic: 't' })
    expect(quiet.seen).toEqual([])
    expect(quiet.ends()).toBe(0)
    const { emit, ends } = setup()
    emit('session_expire', { topic: 'other' })
    emit('session_delete', {})
    emit('disconnect', {})
    emit('session_expire', { topic: 't' })
    expect(ends()).toBe(3)
  })
})
