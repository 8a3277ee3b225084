import { FRAME_MESSAGE_TAG } from './envelope.js'
import type { FrameEventType } from './events.js'
import type {
  FrameErrorMessage,
  FrameEventMessage,
  FramePayloadArgs,
  FrameRequestMessage,
  FrameSuccessMessage,
} from './messages.js'
import type { FramePayload, FrameRequestType, FrameResult } from './requests.js'

// Typed builders: each side makes its messages with these, so a payload that does not fit its type
// is a compile error, not a message the other side drops.

export function frameRequest<T extends FrameRequestType>(
  type: T,
  id: string,
  ...args: FramePayloadArgs<T>
): FrameRequestMessage<T> {
  // FramePayloadArgs lets the payload be left out only when `undefined` is a valid payload.
  return { tag: FRAME_MESSAGE_TAG, id, type, payload: args[0] as FramePayload<T> }
}

/** The success reply to `request`: same id, its type with `_SUCCESS`. */
export function frameSuccess<T extends FrameRequestType>(
  request: Pick<FrameRequestMessage<T>, 'type' | 'id'>,
  payload: FrameResult<T>,
): FrameSuccessMessage<T> {
  return { tag: FRAME_MESSAGE_TAG, id: request.id, type: `${request.type}_SUCCESS`, payload }
}

/** The error reply to `request`: same id, its type with `_ERROR`. */
export function frameError<T extends FrameRequestType>(
  request: Pick<FrameRequestMessage<T>, 'type' | 'id'>,
  message: string,
): FrameErrorMessage<T> {
  return { tag: FRAME_MESSAGE_TAG, id: request.id, type: `${request.type}_ERROR`, payload: { message } }
}

export function frameEvent<E extends FrameEventType>(type: E, id: string): FrameEventMessage<E> {
  return { tag: FRAME_MESSAGE_TAG, id, type }
}
