import type { FrameHandlers } from '@appkit/frame/endpoint'
import { SocialLoginUnavailableError } from '../errors.js'

type SocialHandlers = Pick<
  FrameHandlers,
  'CONNECT_SOCIAL' | 'GET_SOCIAL_REDIRECT_URI' | 'GET_FARCASTER_URI' | 'CONNECT_FARCASTER'
>

/** Social and Farcaster login need identity providers the self-hosted cloud does not run (yet). */
export function socialHandlers(): SocialHandlers {
  const unavailable = (): never => {
    throw new SocialLoginUnavailableError()
  }
  return {
    CONNECT_SOCIAL: unavailable,
    GET_SOCIAL_REDIRECT_URI: unavailable,
    GET_FARCASTER_URI: unavailable,
    CONNECT_FARCASTER: unavailable,
  }
}
