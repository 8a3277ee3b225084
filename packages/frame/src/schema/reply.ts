import { isFrameEventType } from './events.js'
import type {
  AnyFrameEventMessage,
  AnyFrameReplyMessage,
  FrameErrorMessage,
  FrameSuccessMessage,
  FrameToAppMessage,
} from './messages.js'
import type { FrameRequestType } from './requests.js'

// Narrowing helpers for what the app receives: they let a caller holding a request's type read its
// reply's payload with that request's types, without a cast.

export function isFrameEventMessage(message: FrameToAppMessage): message is AnyFrameEventMessage {
  return isFrameEventType(message.type)
}

export function isSuccessOf<T extends FrameRequestType>(
  message: AnyFrameReplyMessage | FrameSuccessMessage<T>,
  type: T,
): message is FrameSuccessMessage<T> {
  return message.type === `${type}_SUCCESS`
}

export function isErrorOf<T extends FrameRequestType>(
  message: AnyFrameReplyMessage | FrameErrorMessage<T>,
  type: T,
): message is FrameErrorMessage<T> {
  return message.type === `${type}_ERROR`
}

/** Whether `message` answers a request of `type` (its success or its error). */
export function isReplyTo(message: AnyFrameReplyMessage, type: FrameRequestType): boolean {
  return isSuccessOf(message, type) || isErrorOf(message, type)
}
