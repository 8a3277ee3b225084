import { z } from 'zod/mini'

/**
 * Marks our messages among a page's other postMessage traffic (wallet extensions, devtools, other
 * frames). The version is part of the tag: a frame speaking another protocol is simply not ours.
 */
export const FRAME_MESSAGE_TAG = 'appkit-frame/1'

/** A UUID's shape (8-4-4-4-12 hex digits): every message id has it, so ids are unguessable-length and log-safe. */
export const FRAME_ID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

export const frameIdSchema = z.string().check(z.regex(FRAME_ID_PATTERN))

/** The fields every message carries besides its payload. */
export interface FrameEnvelope {
  tag: typeof FRAME_MESSAGE_TAG
  id: string
}

export function isFrameId(value: unknown): value is string {
  return typeof value === 'string' && FRAME_ID_PATTERN.test(value)
}

/** Whether `data` claims to be one of ours; a cheap check that reads one property and never throws. */
export function hasFrameTag(data: unknown): boolean {
  try {
    return typeof data === 'object' && data !== null && (data as { tag?: unknown }).tag === FRAME_MESSAGE_TAG
  } catch {
    // A hostile object (a throwing getter or proxy) claims nothing.
    return false
  }
}
