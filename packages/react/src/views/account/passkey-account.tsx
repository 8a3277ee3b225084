import { type ChainState, findConnectorOf } from '@appkit/controllers'
import { addPasskeyFromModal } from '@appkit/controllers/modal'
import { useState } from 'react'
import { useAppKitCore } from '../../context.js'
import type { Snapshot } from '../../hooks/use-proxy.js'
import { messages } from '../../messages.js'

/** "Add a passkey" for an embedded-wallet account: the secure site asks for it on its own screen. */
export function PasskeyAccount({ chain }: { chain: Snapshot<ChainState> }) {
  const core = useAppKitCore()
  const [outcome, setOutcome] = useState<{ error?: string; added?: boolean }>({})
  const [busy, setBusy] = useState(false)
  if (findConnectorOf(core, { namespace: chain.namespace })?.type !== 'AUTH') return null
  if (outcome.added) {
    return (
      <p className="apk-muted" role="status" data-testid="passkey-added">
        {messages.passkeyAdded}
      </p>
    )
  }
  return (
    <>
      <button
        type="button"
        className="apk-item"
        data-testid="account-add-passkey"
        disabled={busy}
        onClick={async () => {
          setBusy(true)
          const error = await addPasskeyFromModal(core)
          setOutcome(error ? { error } : { added: true })
          setBusy(false)
        }}
      >
        <span className="apk-name">{messages.addPasskey}</span>
      </button>
      {outcome.error && (
        <p className="apk-error" role="alert" data-testid="passkey-error">
          {outcome.error}
        </p>
      )}
    </>
  )
}
