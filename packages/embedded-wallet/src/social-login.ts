import type { SocialLogin } from '@appkit/controllers/adapter'
import type { FrameUser } from '@appkit/frame'

/**
 * Who logged in, as the secure site's User says (spec §3's socialProvider and userName). The
 * secure site keeps the login's identity with its session, so the dapp stores none of it and
 * shows it again after a reload.
 */
export function socialLogin(user: FrameUser): SocialLogin | undefined {
  if (user.socialProvider) return { provider: user.socialProvider, userName: user.userName }
  if (user.farcaster) return { provider: 'farcaster', userName: user.farcaster.userName }
  return undefined
}
