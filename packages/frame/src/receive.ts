import { hasFrameTag } from './schema/envelope.js'
import type { FrameParseResult } from './schema/parse.js'

/** What both sides read of a message event. */
export interface FrameMessageEventLike {
  readonly data: unknown
  readonly origin: string
  readonly source: unknown
}

/** The one window, at the one origin, that a side takes messages from. */
export interface TrustedSender {
  origin: string
  /** The window expected as `event.source`; null when there is none yet (no message is accepted). */
  source: unknown
}

export type Receipt<T> =
  /** Not one of ours (no tag): other postMessage traffic, left alone without a word. */
  | { kind: 'ignore' }
  /** Ours, or claiming to be, but refused: warned about and dropped. */
  | { kind: 'drop'; reason: string }
  | { kind: 'accept'; message: T }

/**
 * The edge of both sides: the exact origin, then the exact window, then the schema. The cheap
 * checks come first so a stranger's message costs nothing to refuse. Never throws.
 */
export function receiveMessage<T>(
  event: FrameMessageEventLike,
  trusted: TrustedSender,
  parse: (data: unknown) => FrameParseResult<T>,
): Receipt<T> {
  try {
    if (!hasFrameTag(event.data)) return { kind: 'ignore' }
    if (event.origin !== trusted.origin) return { kind: 'drop', reason: 'it came from another origin' }
    if (trusted.source === null || trusted.source === undefined || event.source !== trusted.source) {
      return { kind: 'drop', reason: 'it came from another window' }
    }
    const parsed = parse(event.data)
    if (!parsed.ok) return { kind: 'drop', reason: parsed.reason }
    return { kind: 'accept', message: parsed.message }
  } catch {
    // An event object whose fields throw (never a browser's own) is refused like any bad message.
    return { kind: 'drop', reason: 'unreadable event' }
  }
}
