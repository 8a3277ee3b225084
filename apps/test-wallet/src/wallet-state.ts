import type { AuthTypes, ProposalTypes } from '@walletconnect/types'
import type { ProposalSummary } from './namespaces.js'
import type { SignInSummary } from './sign-in-request.js'
import type { SummaryLine } from './summary-line.js'

/**
 * `idle` until the first connection: WalletConnect opens the relay socket only once it has a topic
 * (a pairing or a session), so a fresh wallet is idle until the first Pair.
 */
export type RelayStatus = 'idle' | 'connected' | 'disconnected'

export interface PendingProposal {
  id: number
  dappName: string
  dappUrl: string
  summary: ProposalSummary
  proposal: ProposalTypes.Struct
}

export interface PendingRequest {
  id: number
  topic: string
  /** CAIP-2, e.g. `eip155:31337`. */
  chainId: string
  method: string
  params: unknown
  dappName: string
  summary: SummaryLine[]
}

/** A one-step sign-in (`session_authenticate`): a session and a signed message in one approval. */
export interface PendingSignIn {
  id: number
  dappName: string
  dappUrl: string
  summary: SignInSummary
  request: AuthTypes.PayloadParams
}

export interface SessionView {
  topic: string
  dappName: string
  dappUrl: string
  accounts: string[]
}

export interface WalletState {
  /** `starting` until WalletKit is ready; `failed` when it could not start (see `error`). */
  status: 'starting' | 'ready' | 'failed'
  address: string
  /** The Solana account's base58 address; empty until its key is loaded (WebCrypto is async). */
  solanaAddress: string
  /** The Bitcoin key's payment (P2WPKH) address, the session's bip122 account; empty until ready. */
  bitcoinAddress: string
  /** The same key's ordinals (P2TR) address, given by getAccountAddresses; empty until ready. */
  bitcoinOrdinalsAddress: string
  relay: RelayStatus
  proposals: PendingProposal[]
  requests: PendingRequest[]
  signIns: PendingSignIn[]
  sessions: SessionView[]
  /**
   * Keys of the actions under way (`pair`, `proposal:<id>`, `request:<id>`, `sign-in:<id>`,
   * `session:<topic>`).
   */
  busy: string[]
  error: string | null
  notice: string | null
}

export function initialState(address: string): WalletState {
  return {
    status: 'starting',
    address,
    solanaAddress: '',
    bitcoinAddress: '',
    bitcoinOrdinalsAddress: '',
    relay: 'idle',
    proposals: [],
    requests: [],
    signIns: [],
    sessions: [],
    busy: [],
    error: null,
    notice: null,
  }
}

export const addProposal = (state: WalletState, proposal: PendingProposal): WalletState =>
  state.proposals.some((p) => p.id === proposal.id)
    ? state
    : { ...state, proposals: [...state.proposals, proposal] }

export const removeProposal = (state: WalletState, id: number): WalletState => ({
  ...state,
  proposals: state.proposals.filter((p) => p.id !== id),
})

export const addRequest = (state: WalletState, request: PendingRequest): WalletState =>
  state.requests.some((r) => r.id === request.id)
    ? state
    : { ...state, requests: [...state.requests, request] }

export const removeRequest = (state: WalletState, id: number): WalletState => ({
  ...state,
  requests: state.requests.filter((r) => r.id !== id),
})

export const addSignIn = (state: WalletState, signIn: PendingSignIn): WalletState =>
  state.signIns.some((r) => r.id === signIn.id) ? state : { ...state, signIns: [...state.signIns, signIn] }

export const removeSignIn = (state: WalletState, id: number): WalletState => ({
  ...state,
  signIns: state.signIns.filter((r) => r.id !== id),
})

/** The sessions as WalletKit now has them; requests of sessions that are gone go too. */
export const setSessions = (state: WalletState, sessions: SessionView[]): WalletState => {
  const topics = new Set(sessions.map((s) => s.topic))
  return { ...state, sessions, requests: state.requests.filter((r) => topics.has(r.topic)) }
}

export const setBusy = (state: WalletState, key: string, busy: boolean): WalletState => ({
  ...state,
  busy: busy ? [...state.busy, key] : state.busy.filter((k) => k !== key),
})
