import type { AppKitCore } from '../core/core.js'

/** Whether Connect offers email login: the dapp turned it on and has an embedded wallet. */
export function hasEmailLogin(core: AppKitCore): boolean {
  return core.options.features.email && Boolean(core.internal.embeddedWallet)
}
