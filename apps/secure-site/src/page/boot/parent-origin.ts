import { FrameParentNotSetError } from '@appkit/common'
import { isExactHttpOrigin } from '../../shared/origin.js'

export interface ParentHints {
  /** `location.ancestorOrigins` (Chromium, WebKit): the embedding origins, parent first. */
  ancestorOrigins?: { readonly length: number; readonly [index: number]: string } | undefined
  /** `document.referrer`: the page that loaded the frame (Firefox has no ancestorOrigins). */
  referrer: string
}

/**
 * The dapp's origin as the browser reports it, never as the dapp claims it: ancestorOrigins when
 * the browser has it, else the referrer's origin. Neither → FrameParentNotSetError ('W3mFrame:
 * parent is not set'): a frame that cannot tell who embeds it answers no one.
 */
export function findParentOrigin(hints: ParentHints): string {
  const candidate = hints.ancestorOrigins?.length ? hints.ancestorOrigins[0] : originOf(hints.referrer)
  if (!candidate || !isExactHttpOrigin(candidate)) {
    throw new FrameParentNotSetError({ details: 'Neither ancestorOrigins nor the referrer names the dapp' })
  }
  return candidate
}

function originOf(url: string): string | undefined {
  try {
    return url ? new URL(url).origin : undefined
  } catch {
    return undefined
  }
}
