import type { SessionCore } from '../core/core.js'

export type HasEmailLoginReturnType = boolean

/** Whether Connect offers email login: the dapp turned it on and has an embedded wallet. */
export function hasEmailLogin(core: SessionCore): HasEmailLoginReturnType {
  return core.options.features.email && Boolean(core.internal.embeddedWallet)
}
