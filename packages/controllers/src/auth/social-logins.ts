import type { SocialOption } from '@appkit/common'
import type { SessionCore } from '../core/core.js'

export type SocialLoginsReturnType = readonly SocialOption[]

/**
 * The social logins Connect may offer, in the dapp's order (`features.socials`): none without the
 * embedded wallet, or with payments on (spec §4). The browser may still remove some (Telegram).
 */
export function socialLogins(core: SessionCore): SocialLoginsReturnType {
  const { socials, pay } = core.options.features
  if (!socials || pay || !core.internal.embeddedWallet) return []
  return [...new Set(socials)]
}
