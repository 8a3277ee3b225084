import { addPasskey, connectPasskey } from '../auth/passkey-login.js'
import type { AppKitCore } from '../core/core.js'
import { closeModalAfterFlow } from './close-modal-after-flow.js'
import { step } from './email-from-modal.js'

/** "Log in with a passkey" on Connect: connected and closed, or the reason to show beside it. */
export function passkeyLoginFromModal(core: AppKitCore): Promise<string | undefined> {
  return step(core, async (signal) => {
    await connectPasskey(core, { signal })
    closeModalAfterFlow(core)
  })
}

/** "Add a passkey" in Account: undefined once added, else the reason to show beside it. */
export function addPasskeyFromModal(core: AppKitCore): Promise<string | undefined> {
  return step(core, () => addPasskey(core))
}
