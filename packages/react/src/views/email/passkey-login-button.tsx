import { passkeyLoginFromModal } from '@appkit/controllers/modal'
import { useState } from 'react'
import { useAppKitCore } from '../../context.js'
import { messages } from '../../messages.js'

/**
 * "Log in with a passkey", under the email field: the secure site shows its own button (the click
 * WebAuthn needs is inside its frame); a refusal is said here, and the button stays for another try.
 */
export function PasskeyLoginButton() {
  const core = useAppKitCore()
  const [error, setError] = useState<string>()
  const [busy, setBusy] = useState(false)
  return (
    <div className="apk-form">
      <button
        type="button"
        className="apk-button secondary wide"
        data-testid="passkey-login"
        disabled={busy}
        onClick={async () => {
          setBusy(true)
          setError(await passkeyLoginFromModal(core))
          setBusy(false)
        }}
      >
        {messages.logInWithPasskey}
      </button>
      {error && (
        <p className="apk-error" role="alert" data-testid="passkey-error">
          {error}
        </p>
      )}
    </div>
  )
}
