import type { SessionCore } from '../core/core.js'

export type HasEmailLoginReturnType = boolean

/**
 * Whether Connect offers email login: the dapp turned it on and has an embedded wallet, and
 * payments are off (spec §4).
 */
export function hasEmailLogin(core: SessionCore): HasEmailLoginReturnType {
  const { email, pay } = core.options.features
  return email && !pay && Boolean(core.internal.embeddedWallet)
}
