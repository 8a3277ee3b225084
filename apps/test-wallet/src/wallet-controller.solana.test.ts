import { EventEmitter } from 'node:events'
import { SOLANA_LAB_CHAIN_ID, SOLANA_TEST_ACCOUNTS } from '@appkit/testing'
import type { IWalletKit } from '@reown/walletkit'
import {
  address,
  getBase58Decoder,
  getBase58Encoder,
  getPublicKeyFromAddress,
  type SignatureBytes,
  verifySignature,
} from '@solana/kit'
import type { ProposalTypes, SessionTypes } from '@walletconnect/types'
import { describe, expect, it, vi } from 'vitest'
import { DEFAULT_CONFIG } from './config.js'
import { createStore } from './store.js'
import { createWalletController } from './wallet-controller.js'
import { initialState } from './wallet-state.js'

const SOLANA = SOLANA_TEST_ACCOUNTS[2]
const LAB = { name: 'Lab', description: 'The lab', url: 'http://127.0.0.1:4173', icons: [] }

const proposal = {
  id: 8,
  pairingTopic: 'p',
  expiryTimestamp: 0,
  relays: [{ protocol: 'irn' }],
  proposer: { publicKey: 'k', metadata: LAB },
  requiredNamespaces: {},
  optionalNamespaces: {
    solana: {
      chains: [SOLANA_LAB_CHAIN_ID],
      methods: ['solana_signMessage', 'solana_signTransaction'],
      events: [],
    },
  },
} satisfies ProposalTypes.Struct

/** A WalletKit stand-in with one session slot; what the controller answers is recorded. */
async function solanaSession() {
  const events = new EventEmitter()
  const sessions: Record<string, SessionTypes.Struct> = {}
  const kit = {
    on: (event: string, listener: (...args: unknown[]) => void) => events.on(event, listener),
    approveSession: vi.fn(async ({ namespaces }: { namespaces: SessionTypes.Namespaces }) => {
      sessions.t = {
        topic: 't',
        namespaces,
        peer: { publicKey: 'k', metadata: LAB },
      } as unknown as SessionTypes.Struct
    }),
    respondSessionRequest: vi.fn(async (_params: { topic: string; response: unknown }) => {}),
    getActiveSessions: () => sessions,
  }
  const store = createStore(initialState('0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'))
  const actions = createWalletController(DEFAULT_CONFIG, store, async () => kit as unknown as IWalletKit)
  await vi.waitFor(() => expect(store.get().status).toBe('ready'))
  events.emit('session_proposal', { id: 8, params: proposal })
  await actions.approveProposal(8)
  return { kit, events, store, actions }
}

const signMessageRequest = (id: number, text: string) => ({
  id,
  topic: 't',
  params: {
    chainId: SOLANA_LAB_CHAIN_ID,
    request: {
      method: 'solana_signMessage',
      params: { message: getBase58Decoder().decode(new TextEncoder().encode(text)), pubkey: SOLANA.address },
    },
  },
})

describe('the wallet controller with Solana', () => {
  it('shows the Solana account once ready, and approves the solana namespace with it', async () => {
    const { store, kit } = await solanaSession()
    expect(store.get().solanaAddress).toBe(SOLANA.address)
    expect(kit.approveSession).toHaveBeenCalledWith({
      id: 8,
      namespaces: {
        solana: expect.objectContaining({ accounts: [`${SOLANA_LAB_CHAIN_ID}:${SOLANA.address}`] }),
      },
    })
  })

  it('shows a solana_signMessage request, and once approved answers { signature } that verifies', async () => {
    const { store, kit, events, actions } = await solanaSession()
    events.emit('session_request', signMessageRequest(1, 'Sign in to the lab'))
    expect(store.get().requests[0]).toMatchObject({
      method: 'solana_signMessage',
      chainId: SOLANA_LAB_CHAIN_ID,
      summary: [
        { label: 'Message', value: 'Sign in to the lab' },
        { label: 'Account', value: SOLANA.address },
      ],
    })
    await actions.approveRequest(1)
    const { response } = kit.respondSessionRequest.mock.calls[0]![0] as {
      response: { result: { signature: string } }
    }
    const signature = getBase58Encoder().encode(response.result.signature) as SignatureBytes
    const publicKey = await getPublicKeyFromAddress(address(SOLANA.address))
    const message = new TextEncoder().encode('Sign in to the lab')
    await expect(verifySignature(publicKey, signature, message)).resolves.toBe(true)
    expect(store.get().requests).toEqual([])
  })

  it('answers a rejected Solana request with 4001', async () => {
    const { kit, events, actions } = await solanaSession()
    events.emit('session_request', signMessageRequest(2, 'no'))
    await actions.rejectRequest(2)
    expect(kit.respondSessionRequest).toHaveBeenCalledWith({
      topic: 't',
      response: { id: 2, jsonrpc: '2.0', error: { code: 4001, message: 'User rejected the request.' } },
    })
  })

  it('answers a malformed Solana request with -32602 and shows why', async () => {
    const { store, kit, events, actions } = await solanaSession()
    const request = signMessageRequest(3, 'x')
    request.params.request.params.message = '0OIl'
    events.emit('session_request', request)
    await actions.approveRequest(3)
    expect(kit.respondSessionRequest).toHaveBeenCalledWith({
      topic: 't',
      response: {
        id: 3,
        jsonrpc: '2.0',
        error: { code: -32602, message: 'solana_signMessage: "message" is not valid base58.' },
      },
    })
    expect(store.get().error).toBe(
      'solana_signMessage failed: solana_signMessage: "message" is not valid base58.',
    )
  })
})
