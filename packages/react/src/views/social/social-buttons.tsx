import type { SocialOption } from '@appkit/common'
import { pushView, socialFromModal } from '@appkit/controllers/modal'
import { useId, useState } from 'react'
import { useAppKitCore } from '../../context.js'
import { MarkImage } from '../../images/mark-image.js'
import { messages } from '../../messages.js'

/** Icons in the row under the wide first button; one more than fits becomes "more". */
const ROW_MAX = 5

const nameOf = (social: SocialOption) => messages.socialNames[social]

function SocialButton({
  social,
  wide,
  onPick,
}: {
  social: SocialOption
  wide?: boolean
  onPick: () => void
}) {
  const label = messages.continueWith(nameOf(social))
  return (
    <button
      type="button"
      className={wide ? 'apk-item apk-social-wide' : 'apk-item apk-social-icon'}
      data-testid={`social-${social}`}
      aria-label={wide ? undefined : label}
      title={wide ? undefined : nameOf(social)}
      onClick={onPick}
    >
      <MarkImage mark={social} name={nameOf(social)} />
      {wide && <span className="apk-name">{label}</span>}
    </button>
  )
}

/**
 * Connect's social logins: the first as a wide "Continue with …" button, the next as a row of
 * icons (each named for screen readers), and when they do not all fit, "more" lists them all.
 * A click opens the login's popup in its own handler (a popup opened later is blocked); Farcaster
 * has its own view.
 */
export function SocialButtons({ socials }: { socials: readonly SocialOption[] }) {
  const core = useAppKitCore()
  const [expanded, setExpanded] = useState(false)
  const listId = useId()
  const pick = (social: SocialOption) => () => {
    if (social === 'farcaster') pushView(core.router, 'ConnectingFarcaster')
    else void socialFromModal(core, social)
  }
  const [first, ...rest] = socials
  if (!first) return null
  const more = rest.length > ROW_MAX
  const row = more ? rest.slice(0, ROW_MAX - 1) : rest
  return (
    <div className="apk-socials" data-testid="socials">
      <SocialButton social={first} wide onPick={pick(first)} />
      {row.length > 0 && (
        <ul className="apk-social-row" aria-label={messages.socialLogins}>
          {row.map((social) => (
            <li key={social}>
              <SocialButton social={social} onPick={pick(social)} />
            </li>
          ))}
          {more && (
            <li>
              <button
                type="button"
                className="apk-item apk-social-icon"
                data-testid="socials-more"
                aria-label={messages.moreSocials}
                title={messages.moreSocials}
                aria-expanded={expanded}
                aria-controls={listId}
                onClick={() => setExpanded(!expanded)}
              >
                <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
                  <circle cx="5" cy="12" r="2" fill="currentColor" />
                  <circle cx="12" cy="12" r="2" fill="currentColor" />
                  <circle cx="19" cy="12" r="2" fill="currentColor" />
                </svg>
              </button>
            </li>
          )}
        </ul>
      )}
      {more && expanded && (
        <ul className="apk-list" id={listId} data-testid="socials-all" aria-label={messages.moreSocials}>
          {socials.map((social) => (
            <li key={social}>
              <SocialButton social={social} wide onPick={pick(social)} />
            </li>
          ))}
        </ul>
      )}
    </div>
  )
}
