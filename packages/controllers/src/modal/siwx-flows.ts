import type { ChainNamespace } from '@appkit/common'
import type { AppKitCore } from '../core/core.js'
import { hasSiwxSession } from '../siwx/has-siwx-session.js'
import { lastSignedIn } from '../siwx/last-signed-in.js'
import { signOutSiwx } from '../siwx/sign-out-siwx.js'
import { type SiwxAccount, siwxAccount } from '../siwx/siwx-account.js'
import { resetView } from '../state/router.js'
import { capturesEmail } from './captures-email.js'

const SIGN_IN_VIEWS = new Set(['DataCapture', 'SIWXSignMessage'])

const same = (a: SiwxAccount | undefined, b: SiwxAccount) =>
  a?.address === b.address && a.network.caipNetworkId === b.network.caipNetworkId

/**
 * Sign-in after connection (spec §4), as the modal's answer to the session's events: whenever the
 * active account or its network changes and the dapp's sign-in holds no session for them, the
 * modal opens on SIWXSignMessage. A network that has a session keeps the visitor signed in: a
 * switch never signs anyone out. A disconnected account is signed out. Loaded and attached by
 * attachModalFlows when the dapp has sign-in; returns the function that detaches them.
 */
export function attachSiwxFlows(core: AppKitCore): () => void {
  if (!core.options.siwx) return () => undefined
  const addresses = new Map<ChainNamespace, string>()

  const prompt = async () => {
    const account = siwxAccount(core)
    if (!account) return
    addresses.set(account.namespace, account.address)
    if (await hasSiwxSession(core, account)) {
      lastSignedIn(core).network = account.network
      return
    }
    // The visitor moved on while the sessions were read: the newer change prompts for itself.
    if (!same(siwxAccount(core), account) || core.internal.destroyed) return
    if (core.modal.open && SIGN_IN_VIEWS.has(core.router.view)) return
    // Spec §4: with emailCapture, DataCapture comes first and leads to the signature.
    resetView(core.router, capturesEmail(core) ? 'DataCapture' : 'SIWXSignMessage')
    core.modal.open = true
  }

  const stops = [
    core.session.on('account', ({ namespace, status }) => {
      if (status === 'connected' && namespace === core.chains.activeNamespace) void prompt()
    }),
    core.session.on('network', ({ namespace, unsupported }) => {
      if (!unsupported && namespace === core.chains.activeNamespace) void prompt()
    }),
    core.session.on('activeNamespace', () => void prompt()),
    core.session.on('disconnected', ({ namespace }) => {
      const address = addresses.get(namespace)
      // Another wallet of the namespace may now show the same address: that one stays signed in.
      if (!address || core.chains.chains[namespace]?.account.address === address) return
      addresses.delete(namespace)
      void signOutSiwx(core, namespace, address)
    }),
  ]
  // Loaded on demand: an account resumed before the flows arrived is checked now.
  void prompt()
  return () => {
    for (const stop of stops) stop()
  }
}
