import type { FrameEnvelope } from './envelope.js'
import type { FrameEventType } from './events.js'
import type { FramePayload, FrameRequestType, FrameResult } from './requests.js'

// The message types. Each generic form describes one message type (what builders return); the
// `Any…` forms are the unions that a parser hands out, narrowed by `type`.

export type FrameSuccessType<T extends FrameRequestType = FrameRequestType> = `${T}_SUCCESS`
export type FrameErrorType<T extends FrameRequestType = FrameRequestType> = `${T}_ERROR`

export interface FrameErrorPayload {
  message: string
}

export type FrameRequestMessage<T extends FrameRequestType> = FrameEnvelope & {
  type: T
  payload: FramePayload<T>
}
export type FrameSuccessMessage<T extends FrameRequestType> = FrameEnvelope & {
  type: FrameSuccessType<T>
  payload: FrameResult<T>
}
export type FrameErrorMessage<T extends FrameRequestType> = FrameEnvelope & {
  type: FrameErrorType<T>
  payload: FrameErrorPayload
}
export type FrameEventMessage<E extends FrameEventType> = FrameEnvelope & { type: E }

/** Anything the app sends the frame. */
export type AppToFrameMessage = { [K in FrameRequestType]: FrameRequestMessage<K> }[FrameRequestType]
export type AnyFrameReplyMessage = {
  [K in FrameRequestType]: FrameSuccessMessage<K> | FrameErrorMessage<K>
}[FrameRequestType]
export type AnyFrameEventMessage = { [E in FrameEventType]: FrameEventMessage<E> }[FrameEventType]
/** Anything the frame sends the app. */
export type FrameToAppMessage = AnyFrameReplyMessage | AnyFrameEventMessage

/** The arguments after the type: the payload, optional when the request carries none. */
export type FramePayloadArgs<T extends FrameRequestType> =
  undefined extends FramePayload<T> ? [payload?: FramePayload<T>] : [payload: FramePayload<T>]
