import type { SessionTypes } from '@walletconnect/types'
import { describe, expect, it, vi } from 'vitest'
import { type SessionChainKit, switchSessionChain } from './switch-session-chain.js'

const ADDRESS = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'

function kit(events: string[]) {
  const session = {
    topic: 't',
    namespaces: {
      eip155: {
        chains: ['eip155:31337'],
        accounts: [`eip155:31337:${ADDRESS}`],
        methods: ['wallet_switchEthereumChain'],
        events,
      },
    },
  } as unknown as SessionTypes.Struct
  return {
    getActiveSessions: () => ({ t: session }),
    updateSession: vi.fn(async () => ({ acknowledged: async () => {} })),
    emitSessionEvent: vi.fn(async () => {}),
  } satisfies SessionChainKit
}

describe('switchSessionChain', () => {
  it('adds a chain the session lacks, then emits chainChanged', async () => {
    const walletKit = kit(['chainChanged'])
    expect(await switchSessionChain(walletKit, 't', 31338, ADDRESS)).toBe(true)
    expect(walletKit.updateSession).toHaveBeenCalledWith({
      topic: 't',
      namespaces: {
        eip155: expect.objectContaining({
          chains: ['eip155:31337', 'eip155:31338'],
          accounts: [`eip155:31337:${ADDRESS}`, `eip155:31338:${ADDRESS}`],
        }),
      },
    })
    expect(walletKit.emitSessionEvent).toHaveBeenCalledWith({
      topic: 't',
      chainId: 'eip155:31338',
      event: { name: 'chainChanged', data: 31338 },
    })
  })

  it('only emits for a chain already in the session', async () => {
    const walletKit = kit(['chainChanged'])
    expect(await switchSessionChain(walletKit, 't', 31337, ADDRESS)).toBe(false)
    expect(walletKit.updateSession).not.toHaveBeenCalled()
    expect(walletKit.emitSessionEvent).toHaveBeenCalledOnce()
  })

  it('emits nothing when the dapp did not ask for chainChanged', async () => {
    const walletKit = kit([])
    await switchSessionChain(walletKit, 't', 31338, ADDRESS)
    expect(walletKit.emitSessionEvent).not.toHaveBeenCalled()
  })

  it('fails for an unknown session', async () => {
    await expect(switchSessionChain(kit([]), 'nope', 31338, ADDRESS)).rejects.toThrow(
      'No session with topic nope.',
    )
  })
})
