import { EventEmitter } from 'node:events'
import type { IWalletKit } from '@reown/walletkit'
import type { AuthTypes, ProposalTypes, SessionTypes } from '@walletconnect/types'
import { createEncodedRecap, formatMessage } from '@walletconnect/utils'
import { toHex, verifyMessage } from 'viem'
import { describe, expect, it, vi } from 'vitest'
import { DEFAULT_CONFIG } from './config.js'
import { createStore } from './store.js'
import { createWalletController } from './wallet-controller.js'
import { initialState } from './wallet-state.js'

const ADDRESS = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const LAB = { name: 'Lab', description: 'The lab', url: 'http://127.0.0.1:4173', icons: [] }

const proposal = {
  id: 7,
  pairingTopic: 'p',
  expiryTimestamp: 0,
  relays: [{ protocol: 'irn' }],
  proposer: { publicKey: 'k', metadata: LAB },
  requiredNamespaces: {},
  optionalNamespaces: {
    eip155: { chains: ['eip155:31337'], methods: ['personal_sign'], events: ['chainChanged'] },
  },
} satisfies ProposalTypes.Struct

/** A WalletKit stand-in: events in, calls recorded, sessions held in a map. */
function fakeWalletKit() {
  const events = new EventEmitter()
  const sessions: Record<string, SessionTypes.Struct> = {}
  const kit = {
    on: (event: string, listener: (...args: unknown[]) => void) => events.on(event, listener),
    pair: vi.fn(async () => {}),
    approveSession: vi.fn(async ({ namespaces }: { namespaces: SessionTypes.Namespaces }) => {
      sessions.t = {
        topic: 't',
        namespaces,
        peer: { publicKey: 'k', metadata: LAB },
      } as unknown as SessionTypes.Struct
    }),
    rejectSession: vi.fn(async () => {}),
    respondSessionRequest: vi.fn(async (_params: { topic: string; response: unknown }) => {}),
    disconnectSession: vi.fn(async ({ topic }: { topic: string }) => {
      delete sessions[topic]
    }),
    getActiveSessions: () => sessions,
    formatAuthMessage: ({ request, iss }: { request: AuthTypes.BaseAuthRequestParams; iss: string }) =>
      formatMessage(request, iss),
    approveSessionAuthenticate: vi.fn(async (_params: AuthTypes.ApproveSessionAuthenticateParams) => {
      sessions.auth = {
        topic: 'auth',
        namespaces: { eip155: { accounts: [`eip155:31337:${ADDRESS}`], methods: [], events: [] } },
        peer: { publicKey: 'k', metadata: LAB },
      } as unknown as SessionTypes.Struct
      return { session: sessions.auth }
    }),
    rejectSessionAuthenticate: vi.fn(async () => {}),
  }
  return { kit, events, sessions }
}

async function setup() {
  const fake = fakeWalletKit()
  const store = createStore(initialState(ADDRESS))
  const actions = createWalletController(DEFAULT_CONFIG, store, async (_config, onRelay) => {
    onRelay('connected')
    return fake.kit as unknown as IWalletKit
  })
  await vi.waitFor(() => expect(store.get().status).toBe('ready'))
  return { ...fake, store, actions }
}

async function withSession() {
  const wallet = await setup()
  wallet.events.emit('session_proposal', { id: 7, params: proposal })
  await wallet.actions.approveProposal(7)
  return wallet
}

const signRequest = (id: number, text: string) => ({
  id,
  topic: 't',
  params: { chainId: 'eip155:31337', request: { method: 'personal_sign', params: [toHex(text), ADDRESS] } },
})

/** A one-step sign-in as WalletKit delivers it (`session_authenticate`). */
const signInRequest = (id: number) => ({
  id,
  topic: 'pairing',
  params: {
    requester: { publicKey: 'k', metadata: LAB },
    expiryTimestamp: 0,
    authPayload: {
      type: 'caip122',
      chains: ['eip155:31337', 'eip155:1'],
      domain: '127.0.0.1:4173',
      aud: 'http://127.0.0.1:4173',
      version: '1',
      nonce: 'abcdefgh1234',
      iat: '2030-01-01T00:00:00.000Z',
      resources: [createEncodedRecap('eip155', 'request', ['personal_sign'])],
    } satisfies AuthTypes.PayloadParams,
  },
  verifyContext: {},
})

describe('createWalletController', () => {
  it('shows the relay and readiness reported at start', async () => {
    const { store } = await setup()
    expect(store.get()).toMatchObject({ status: 'ready', relay: 'connected' })
  })

  it('shows a failed start', async () => {
    const store = createStore(initialState(ADDRESS))
    createWalletController(DEFAULT_CONFIG, store, async () => {
      throw new Error('relay refused')
    })
    await vi.waitFor(() => expect(store.get()).toMatchObject({ status: 'failed', error: 'relay refused' }))
  })

  it('approves a proposal with the account on the requested chain', async () => {
    const { store, kit } = await withSession()
    expect(kit.approveSession).toHaveBeenCalledWith({
      id: 7,
      namespaces: { eip155: expect.objectContaining({ accounts: [`eip155:31337:${ADDRESS}`] }) },
    })
    expect(store.get().proposals).toEqual([])
    expect(store.get().sessions).toEqual([
      { topic: 't', dappName: 'Lab', dappUrl: LAB.url, accounts: [`eip155:31337:${ADDRESS}`] },
    ])
  })

  it('rejects a proposal as the user', async () => {
    const { store, kit, events, actions } = await setup()
    events.emit('session_proposal', { id: 7, params: proposal })
    expect(store.get().proposals[0]?.summary.chains).toEqual(['eip155:31337'])
    await actions.rejectProposal(7)
    expect(kit.rejectSession).toHaveBeenCalledWith({ id: 7, reason: expect.objectContaining({ code: 5000 }) })
    expect(store.get().proposals).toEqual([])
  })

  it('signs an approved personal_sign and answers it', async () => {
    const { store, kit, events, actions } = await withSession()
    events.emit('session_request', signRequest(1, 'hello'))
    expect(store.get().requests[0]).toMatchObject({ method: 'personal_sign', dappName: 'Lab' })
    await actions.approveRequest(1)
    const { response } = kit.respondSessionRequest.mock.calls[0]![0] as {
      response: { result: `0x${string}` }
    }
    expect(await verifyMessage({ address: ADDRESS, message: 'hello', signature: response.result })).toBe(true)
    expect(store.get().requests).toEqual([])
  })

  it('answers a rejected request with 4001', async () => {
    const { kit, events, actions } = await withSession()
    events.emit('session_request', signRequest(2, 'no'))
    await actions.rejectRequest(2)
    expect(kit.respondSessionRequest).toHaveBeenCalledWith({
      topic: 't',
      response: { id: 2, jsonrpc: '2.0', error: { code: 4001, message: 'User rejected the request.' } },
    })
  })

  it('answers eth_chainId without asking', async () => {
    const { store, kit, events } = await withSession()
    events.emit('session_request', {
      id: 3,
      topic: 't',
      params: { chainId: 'eip155:31337', request: { method: 'eth_chainId', params: [] } },
    })
    await vi.waitFor(() =>
      expect(kit.respondSessionRequest).toHaveBeenCalledWith({
        topic: 't',
        response: { id: 3, jsonrpc: '2.0', result: '0x7a69' },
      }),
    )
    expect(store.get().requests).toEqual([])
  })

  it('drops a session the dapp ended and says so', async () => {
    const { store, events, sessions } = await withSession()
    delete sessions.t
    events.emit('session_delete', { id: 1, topic: 't' })
    expect(store.get()).toMatchObject({ sessions: [], notice: 'Session ended by the dapp' })
  })

  it('disconnects as the user', async () => {
    const { store, kit, actions } = await withSession()
    await actions.disconnect('t')
    expect(kit.disconnectSession).toHaveBeenCalledWith({
      topic: 't',
      reason: expect.objectContaining({ code: 6000 }),
    })
    expect(store.get().sessions).toEqual([])
  })

  it('shows why a pairing failed', async () => {
    const { store, kit, actions } = await setup()
    kit.pair.mockRejectedValueOnce(new Error('Pairing already exists'))
    expect(await actions.pair('wc:abc@2')).toBe(false)
    expect(store.get().error).toBe('Pairing already exists')
  })

  it('shows a sign-in request and approves it with a Cacao per chain it supports', async () => {
    const { store, kit, events, actions } = await setup()
    events.emit('session_authenticate', signInRequest(9))
    expect(store.get().signIns).toEqual([
      expect.objectContaining({
        id: 9,
        dappName: 'Lab',
        dappUrl: LAB.url,
        summary: {
          domain: '127.0.0.1:4173',
          uri: 'http://127.0.0.1:4173',
          chains: ['eip155:31337', 'eip155:1'],
          statement: '',
        },
      }),
    ])
    await actions.approveSignIn(9)
    const [{ id, auths }] = kit.approveSessionAuthenticate.mock.calls[0]!
    expect(id).toBe(9)
    expect(auths.map((cacao) => cacao.p.iss)).toEqual([`did:pkh:eip155:31337:${ADDRESS}`])
    const message = formatMessage(auths[0]!.p, auths[0]!.p.iss)
    expect(
      await verifyMessage({ address: ADDRESS, message, signature: auths[0]!.s.s as `0x${string}` }),
    ).toBe(true)
    expect(store.get().signIns).toEqual([])
    expect(store.get().sessions.map((s) => s.topic)).toEqual(['auth'])
  })

  it('rejects a sign-in as the user', async () => {
    const { store, kit, events, actions } = await setup()
    events.emit('session_authenticate', signInRequest(9))
    await actions.rejectSignIn(9)
    expect(kit.rejectSessionAuthenticate).toHaveBeenCalledWith({
      id: 9,
      reason: expect.objectContaining({ code: 5000 }),
    })
    expect(store.get().signIns).toEqual([])
  })

  it('shows why it cannot sign in, and keeps the request for Reject', async () => {
    const { store, kit, events, actions } = await setup()
    const request = signInRequest(9)
    request.params.authPayload.chains = ['eip155:1']
    events.emit('session_authenticate', request)
    await actions.approveSignIn(9)
    expect(kit.approveSessionAuthenticate).not.toHaveBeenCalled()
    expect(store.get().error).toBe('The wallet signs in on eip155:31337 and eip155:31338, not eip155:1')
    expect(store.get().signIns).toHaveLength(1)
  })
})
