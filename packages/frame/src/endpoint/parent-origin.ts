import { InvalidFrameOriginError } from '@appkit/common'

/**
 * The dapp origin the frame answers, checked to be exactly an http(s) origin: replies are posted
 * to it as targetOrigin, so '*', a path or a typo must fail loudly here rather than leak or stall.
 */
export function checkParentOrigin(origin: string): string {
  let parsed: URL
  try {
    parsed = new URL(origin)
  } catch (cause) {
    throw new InvalidFrameOriginError({ details: 'The app origin does not parse.', cause })
  }
  if ((parsed.protocol !== 'https:' && parsed.protocol !== 'http:') || parsed.origin !== origin) {
    throw new InvalidFrameOriginError({
      details: 'The app origin must be an exact http(s) origin, like https://app.example.com.',
    })
  }
  return origin
}
