import { EventEmitter } from 'node:events'
import { BITCOIN_LAB_CHAIN_ID, BITCOIN_TEST_ACCOUNTS } from '@appkit/testing'
import type { IWalletKit } from '@reown/walletkit'
import type { ProposalTypes, SessionTypes } from '@walletconnect/types'
import { Verifier } from 'bip322-js'
import { describe, expect, it, vi } from 'vitest'
import { DEFAULT_CONFIG } from './config.js'
import { createStore } from './store.js'
import { createWalletController } from './wallet-controller.js'
import { initialState } from './wallet-state.js'

const BITCOIN = BITCOIN_TEST_ACCOUNTS[2]
const LAB = { name: 'Lab', description: 'The lab', url: 'http://127.0.0.1:4173', icons: [] }

const proposal = {
  id: 9,
  pairingTopic: 'p',
  expiryTimestamp: 0,
  relays: [{ protocol: 'irn' }],
  proposer: { publicKey: 'k', metadata: LAB },
  requiredNamespaces: {},
  optionalNamespaces: {
    bip122: {
      chains: [BITCOIN_LAB_CHAIN_ID],
      methods: ['signMessage', 'signPsbt', 'sendTransfer', 'getAccountAddresses'],
      events: ['bip122_addressesChanged'],
    },
  },
} satisfies ProposalTypes.Struct

/** A WalletKit stand-in with one session slot; what the controller answers is recorded. */
async function bitcoinSession() {
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
  events.emit('session_proposal', { id: 9, params: proposal })
  await actions.approveProposal(9)
  return { kit, events, store, actions }
}

const signMessageRequest = (id: number, message: string, address: string = BITCOIN.payment.address) => ({
  id,
  topic: 't',
  params: {
    chainId: BITCOIN_LAB_CHAIN_ID,
    request: {
      method: 'signMessage',
      params: {
        account: address,
        address,
        message,
        protocol: 'bip322',
      },
    },
  },
})

describe('the wallet controller with Bitcoin', () => {
  it('shows the Bitcoin addresses once ready, and approves bip122 with the payment address', async () => {
    const { store, kit } = await bitcoinSession()
    expect(store.get().bitcoinAddress).toBe(BITCOIN.payment.address)
    expect(store.get().bitcoinOrdinalsAddress).toBe(BITCOIN.ordinals.address)
    expect(kit.approveSession).toHaveBeenCalledWith({
      id: 9,
      namespaces: {
        bip122: {
          chains: [BITCOIN_LAB_CHAIN_ID],
          accounts: [`${BITCOIN_LAB_CHAIN_ID}:${BITCOIN.payment.address}`],
          methods: ['getAccountAddresses', 'signMessage', 'signPsbt'],
          events: ['bip122_addressesChanged'],
        },
      },
    })
  })

  it('shows a signMessage request, and once approved answers a BIP-322 signature that verifies', async () => {
    const { store, kit, events, actions } = await bitcoinSession()
    events.emit('session_request', signMessageRequest(1, 'Sign in to the lab'))
    expect(store.get().requests[0]).toMatchObject({
      method: 'signMessage',
      chainId: BITCOIN_LAB_CHAIN_ID,
      summary: [
        { label: 'Message', value: 'Sign in to the lab' },
        { label: 'Account', value: BITCOIN.payment.address },
        { label: 'Protocol', value: 'bip322' },
      ],
    })
    await actions.approveRequest(1)
    const { response } = kit.respondSessionRequest.mock.calls[0]![0] as {
      response: { result: { address: string; signature: string } }
    }
    expect(response.result.address).toBe(BITCOIN.payment.address)
    expect(
      Verifier.verifySignature(BITCOIN.payment.address, 'Sign in to the lab', response.result.signature),
    ).toBe(true)
    expect(store.get().requests).toEqual([])
  })

  it('answers a rejected Bitcoin request with 4001', async () => {
    const { kit, events, actions } = await bitcoinSession()
    events.emit('session_request', signMessageRequest(2, 'no'))
    await actions.rejectRequest(2)
    expect(kit.respondSessionRequest).toHaveBeenCalledWith({
      topic: 't',
      response: { id: 2, jsonrpc: '2.0', error: { code: 4001, message: 'User rejected the request.' } },
    })
  })

  it('answers a request for an address it does not hold with 4100 and shows why', async () => {
    const { store, kit, events, actions } = await bitcoinSession()
    events.emit('session_request', signMessageRequest(3, 'x', BITCOIN_TEST_ACCOUNTS[0].payment.address))
    await actions.approveRequest(3)
    expect(kit.respondSessionRequest).toHaveBeenCalledWith({
      topic: 't',
      response: { id: 3, jsonrpc: '2.0', error: expect.objectContaining({ code: 4100 }) },
    })
    expect(store.get().error).toMatch(/^signMessage failed: The test wallet does not hold the account bcrt1/)
  })
})
