import { useSyncExternalStore } from 'react'
import type { Store } from '../store.js'
import type { WalletActions } from '../wallet-controller.js'
import type { WalletState } from '../wallet-state.js'
import { Messages } from './Messages.js'
import { PairForm } from './PairForm.js'
import { ProposalCard } from './ProposalCard.js'
import { RequestCard } from './RequestCard.js'
import { SessionList } from './SessionList.js'
import { SignInCard } from './SignInCard.js'
import { WalletHeader } from './WalletHeader.js'

export function App({ store, actions }: { store: Store<WalletState>; actions: WalletActions }) {
  const state = useSyncExternalStore(store.subscribe, store.get)
  const [proposal] = state.proposals
  const [request] = state.requests
  const [signIn] = state.signIns
  const showError = (message: string) => store.update((s) => ({ ...s, error: message }))
  return (
    <main>
      <WalletHeader
        address={state.address}
        solanaAddress={state.solanaAddress}
        bitcoinAddress={state.bitcoinAddress}
        bitcoinOrdinalsAddress={state.bitcoinOrdinalsAddress}
        relay={state.relay}
        status={state.status}
      />
      <Messages error={state.error} notice={state.notice} onDismissError={actions.dismissError} />
      <PairForm
        disabled={state.status !== 'ready' || state.busy.includes('pair')}
        onPair={actions.pair}
        onInvalid={showError}
      />
      {proposal && (
        <ProposalCard
          proposal={proposal}
          waiting={state.proposals.length - 1}
          busy={state.busy.includes(`proposal:${proposal.id}`)}
          onApprove={() => actions.approveProposal(proposal.id)}
          onReject={() => actions.rejectProposal(proposal.id)}
        />
      )}
      {signIn && (
        <SignInCard
          signIn={signIn}
          waiting={state.signIns.length - 1}
          busy={state.busy.includes(`sign-in:${signIn.id}`)}
          onApprove={() => actions.approveSignIn(signIn.id)}
          onReject={() => actions.rejectSignIn(signIn.id)}
        />
      )}
      {request && (
        <RequestCard
          request={request}
          waiting={state.requests.length - 1}
          busy={state.busy.includes(`request:${request.id}`)}
          onApprove={() => actions.approveRequest(request.id)}
          onReject={() => actions.rejectRequest(request.id)}
        />
      )}
      <SessionList sessions={state.sessions} busy={state.busy} onDisconnect={actions.disconnect} />
    </main>
  )
}
