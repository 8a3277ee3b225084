import type { AppKitCore } from '../core/core.js'

// Its own file: the sign-in flows that ask it load on a page with sign-in, DataCapture's actions
// (and their error handling) only when the view opens.

/** Whether sign-in starts with DataCapture: the dapp asked for it and its sign-in can check an address. */
export function capturesEmail(core: AppKitCore): boolean {
  const { siwx, features } = core.options
  return features.emailCapture && siwx?.requestEmailCode !== undefined && siwx.verifyEmailCode !== undefined
}
