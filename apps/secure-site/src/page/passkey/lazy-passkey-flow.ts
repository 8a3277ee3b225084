import type { PasskeyApi } from '../cloud/passkey-api.js'
import { PasskeysUnavailableError } from '../errors.js'
import type { FetchLike } from '../http/request-json.js'
import type { WalletKeys } from '../wallet/wallet-keys.js'
import type { PasskeyFlow } from './passkey-flow.js'
import type { PasskeyScreenOptions } from './passkey-screen.js'

export interface LazyPasskeyDeps extends PasskeyScreenOptions {
  cloudUrl: string
  fetch: FetchLike
  /** navigator.credentials; undefined where the browser has no WebAuthn. */
  credentials: Pick<CredentialsContainer, 'create' | 'get'> | undefined
  wallet: WalletKeys
  /** Tests replace the cloud's endpoints. */
  api?: PasskeyApi
}

/** The passkey flows, whose code loads at the first ADD_PASSKEY or CONNECT_PASSKEY, not with the frame. */
export function lazyPasskeyFlow(deps: LazyPasskeyDeps): () => Promise<PasskeyFlow> {
  let loaded: Promise<PasskeyFlow> | undefined
  return () => {
    loaded ??= Promise.all([
      import('./passkey-flow.js'),
      import('./passkey-screen.js'),
      import('./webauthn.js'),
      import('../cloud/passkey-api.js'),
    ]).then(([flow, screen, webauthn, api]) => {
      if (!deps.credentials) throw new PasskeysUnavailableError()
      return flow.createPasskeyFlow({
        api: deps.api ?? api.createPasskeyApi({ cloudUrl: deps.cloudUrl, fetch: deps.fetch }),
        webauthn: webauthn.createWebAuthn(deps.credentials),
        prompt: screen.createPasskeyScreen(deps),
        wallet: deps.wallet,
      })
    })
    loaded.catch(() => {
      loaded = undefined
    })
    return loaded
  }
}
