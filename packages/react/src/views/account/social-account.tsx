import type { ChainState } from '@appkit/controllers'
import type { Snapshot } from '../../hooks/use-proxy.js'
import { MarkImage } from '../../images/mark-image.js'
import { messages } from '../../messages.js'

/** The social account the embedded wallet's account came from (spec §3's socialProvider), and its name. */
export function SocialAccount({ chain }: { chain: Snapshot<ChainState> }) {
  const { socialProvider, socialUserName } = chain.account
  if (!socialProvider) return null
  const provider = messages.socialNames[socialProvider]
  return (
    <div className="apk-item apk-token" data-testid="account-social">
      <MarkImage mark={socialProvider} name={provider} />
      <span className="apk-name">
        <span className="apk-line">{socialUserName ?? provider}</span>
        <span className="apk-line apk-muted apk-detail">{messages.loggedInWith(provider)}</span>
      </span>
    </div>
  )
}
