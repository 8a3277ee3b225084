/**
 * Frame-to-app events that answer no request. FRAME_SHOW and FRAME_HIDE let the secure site put its
 * own screens (ApproveTransaction for an RPC method that needs approval) over the dapp and take them away.
 */
export const FRAME_EVENT_TYPES = ['FRAME_READY', 'FRAME_SHOW', 'FRAME_HIDE'] as const

export type FrameEventType = (typeof FRAME_EVENT_TYPES)[number]

const EVENTS = new Set<unknown>(FRAME_EVENT_TYPES)

export function isFrameEventType(type: unknown): type is FrameEventType {
  return EVENTS.has(type)
}
