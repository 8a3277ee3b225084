import type { IWalletKit, WalletKitTypes } from '@reown/walletkit'
import type { SessionTypes } from '@walletconnect/types'
import { getSdkError } from '@walletconnect/utils'
import { privateKeyToAccount } from 'viem/accounts'
import { loadBitcoinSigner } from './bitcoin-key.js'
import { esploraBroadcast } from './bitcoin-sign-psbt.js'
import type { WalletConfig } from './config.js'
import { errorMessage } from './error-message.js'
import { executeRequest, type RequestContext } from './execute-request.js'
import { approvedNamespaces, summarizeProposal } from './namespaces.js'
import { summarizeRequest } from './request-summary.js'
import { toRpcError, userRejected } from './rpc-error.js'
import { signInCacaos, summarizeSignIn } from './sign-in-request.js'
import { loadSolanaSigner } from './solana-key.js'
import { startWalletKit } from './start-wallet-kit.js'
import type { Store } from './store.js'
import { switchSessionChain } from './switch-session-chain.js'
import {
  addProposal,
  addRequest,
  addSignIn,
  type RelayStatus,
  removeProposal,
  removeRequest,
  removeSignIn,
  type SessionView,
  setBusy,
  setSessions,
  type WalletState,
} from './wallet-state.js'

/** Requests a wallet answers without asking: they reveal nothing the session did not already share. */
const ANSWERED_WITHOUT_ASKING = new Set(['eth_chainId', 'eth_accounts', 'eth_requestAccounts'])

export interface WalletActions {
  /** Resolves true when the pairing was made (the proposal then arrives as an event). */
  pair(uri: string): Promise<boolean>
  approveProposal(id: number): Promise<void>
  rejectProposal(id: number): Promise<void>
  approveRequest(id: number): Promise<void>
  rejectRequest(id: number): Promise<void>
  /** Signs in on every requested chain the wallet supports, and so approves the session too. */
  approveSignIn(id: number): Promise<void>
  rejectSignIn(id: number): Promise<void>
  disconnect(topic: string): Promise<void>
  dismissError(): void
}

/** How the controller gets its WalletKit: the real one in the page, a fake in unit tests. */
export type StartWalletKit = (
  config: WalletConfig,
  onRelay: (status: RelayStatus) => void,
) => Promise<IWalletKit>

/** Starts WalletKit and returns what the page's buttons do; every outcome lands in the store. */
export function createWalletController(
  config: WalletConfig,
  store: Store<WalletState>,
  start: StartWalletKit = startWalletKit,
): WalletActions {
  const account = privateKeyToAccount(config.privateKey)
  // WebCrypto imports keys asynchronously; the wallet is ready once both WalletKit and the key are.
  const solana = loadSolanaSigner(config.solanaSeed)
  // Synchronous, but a key off the curve fails here like a bad Solana seed: in the page, not at load.
  const bitcoin = Promise.resolve().then(() => ({
    signer: loadBitcoinSigner(config.bitcoinKey),
    broadcast: esploraBroadcast(config.bitcoinEsploraUrl),
  }))
  const update = store.update
  const ready = start(config, (relay) => update((s) => ({ ...s, relay })))

  Promise.all([ready, solana, bitcoin]).then(
    ([walletKit, signer, btc]) => {
      listen(walletKit)
      refreshSessions(walletKit)
      update((s) => ({
        ...s,
        status: 'ready',
        solanaAddress: signer.address,
        bitcoinAddress: btc.signer.payment.address,
        bitcoinOrdinalsAddress: btc.signer.ordinals.address,
      }))
    },
    (error: unknown) => update((s) => ({ ...s, status: 'failed', error: errorMessage(error) })),
  )

  function refreshSessions(walletKit: IWalletKit) {
    update((s) => setSessions(s, Object.values(walletKit.getActiveSessions()).map(sessionView)))
  }

  function listen(walletKit: IWalletKit) {
    walletKit.on('session_proposal', ({ id, params }) => {
      const { name, url } = params.proposer.metadata
      update((s) =>
        addProposal(s, {
          id,
          dappName: name,
          dappUrl: url,
          summary: summarizeProposal(params),
          proposal: params,
        }),
      )
    })
    walletKit.on('session_authenticate', ({ id, params }) => {
      const { name, url } = params.requester.metadata
      update((s) =>
        addSignIn(s, {
          id,
          dappName: name,
          dappUrl: url,
          summary: summarizeSignIn(params.authPayload),
          request: params.authPayload,
        }),
      )
    })
    walletKit.on('session_request', (event) => onRequest(walletKit, event))
    walletKit.on('session_delete', () => {
      refreshSessions(walletKit)
      update((s) => ({ ...s, notice: 'Session ended by the dapp' }))
    })
    walletKit.on('proposal_expire', ({ id }) => {
      update((s) => ({ ...removeProposal(s, id), notice: 'The session proposal expired' }))
    })
    walletKit.on('session_request_expire', ({ id }) => {
      update((s) => ({ ...removeRequest(s, id), notice: 'A request expired' }))
    })
  }

  function onRequest(walletKit: IWalletKit, { id, topic, params }: WalletKitTypes.SessionRequest) {
    const { method, params: requestParams } = params.request
    if (ANSWERED_WITHOUT_ASKING.has(method)) {
      void respond(walletKit, topic, id, method, requestParams, params.chainId)
      return
    }
    const session = walletKit.getActiveSessions()[topic]
    update((s) =>
      addRequest(s, {
        id,
        topic,
        chainId: params.chainId,
        method,
        params: requestParams,
        dappName: session?.peer.metadata.name ?? 'Unknown dapp',
        summary: summarizeRequest(method, requestParams),
      }),
    )
  }

  /** Carries out a request and sends the result, or the error with its code, to the dapp. */
  async function respond(
    walletKit: IWalletKit,
    topic: string,
    id: number,
    method: string,
    params: unknown,
    chainId: string,
  ) {
    const context: RequestContext = {
      account,
      solana: await solana,
      bitcoin: await bitcoin,
      rpcUrls: config.rpcUrls,
      switchChain: async (chain) => {
        if (await switchSessionChain(walletKit, topic, chain, account.address)) refreshSessions(walletKit)
      },
    }
    try {
      const result = await executeRequest(context, { method, params, chainId })
      await walletKit.respondSessionRequest({ topic, response: { id, jsonrpc: '2.0', result } })
    } catch (error) {
      update((s) => ({ ...s, error: `${method} failed: ${errorMessage(error)}` }))
      await walletKit.respondSessionRequest({
        topic,
        response: { id, jsonrpc: '2.0', error: toRpcError(error) },
      })
    }
  }

  /** Runs one button's action: marks it busy, shows its error, and clears the previous one. */
  async function act(key: string, action: (walletKit: IWalletKit) => Promise<void>): Promise<boolean> {
    if (store.get().busy.includes(key)) return false
    update((s) => ({ ...setBusy(s, key, true), error: null, notice: null }))
    try {
      await action(await ready)
      return true
    } catch (error) {
      update((s) => ({ ...s, error: errorMessage(error) }))
      return false
    } finally {
      update((s) => setBusy(s, key, false))
    }
  }

  const proposal = (id: number) => store.get().proposals.find((p) => p.id === id)
  const request = (id: number) => store.get().requests.find((r) => r.id === id)
  const signIn = (id: number) => store.get().signIns.find((r) => r.id === id)

  return {
    pair: (uri) => act('pair', (walletKit) => walletKit.pair({ uri: uri.trim() })),
    approveProposal: async (id) => {
      await act(`proposal:${id}`, async (walletKit) => {
        const pending = proposal(id)
        if (!pending) return
        const namespaces = approvedNamespaces(
          pending.proposal,
          account.address,
          (await solana).address,
          (await bitcoin).signer.payment.address,
        )
        await walletKit.approveSession({ id, namespaces })
        update((s) => removeProposal(s, id))
        refreshSessions(walletKit)
      })
    },
    rejectProposal: async (id) => {
      await act(`proposal:${id}`, async (walletKit) => {
        await walletKit.rejectSession({ id, reason: getSdkError('USER_REJECTED') })
        update((s) => removeProposal(s, id))
      })
    },
    approveRequest: async (id) => {
      await act(`request:${id}`, async (walletKit) => {
        const pending = request(id)
        if (!pending) return
        await respond(walletKit, pending.topic, id, pending.method, pending.params, pending.chainId)
        update((s) => removeRequest(s, id))
      })
    },
    rejectRequest: async (id) => {
      await act(`request:${id}`, async (walletKit) => {
        const pending = request(id)
        if (!pending) return
        const error = userRejected().toJson()
        await walletKit.respondSessionRequest({
          topic: pending.topic,
          response: { id, jsonrpc: '2.0', error },
        })
        update((s) => removeRequest(s, id))
      })
    },
    approveSignIn: async (id) => {
      await act(`sign-in:${id}`, async (walletKit) => {
        const pending = signIn(id)
        if (!pending) return
        const auths = await signInCacaos(pending.request, account, (args) =>
          walletKit.formatAuthMessage(args),
        )
        await walletKit.approveSessionAuthenticate({ id, auths })
        update((s) => removeSignIn(s, id))
        refreshSessions(walletKit)
      })
    },
    rejectSignIn: async (id) => {
      await act(`sign-in:${id}`, async (walletKit) => {
        await walletKit.rejectSessionAuthenticate({ id, reason: getSdkError('USER_REJECTED') })
        update((s) => removeSignIn(s, id))
      })
    },
    disconnect: async (topic) => {
      await act(`session:${topic}`, async (walletKit) => {
        await walletKit.disconnectSession({ topic, reason: getSdkError('USER_DISCONNECTED') })
        refreshSessions(walletKit)
      })
    },
    dismissError: () => update((s) => ({ ...s, error: null })),
  }
}

function sessionView(session: SessionTypes.Struct): SessionView {
  return {
    topic: session.topic,
    dappName: session.peer.metadata.name,
    dappUrl: session.peer.metadata.url,
    accounts: Object.values(session.namespaces).flatMap((namespace) => namespace.accounts),
  }
}
