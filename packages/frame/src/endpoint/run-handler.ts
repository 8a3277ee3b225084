import { frameError, frameSuccess } from '../schema/build.js'
import type { FrameErrorMessage, FrameRequestMessage, FrameSuccessMessage } from '../schema/messages.js'
import { parseFrameToApp } from '../schema/parse.js'
import type { FramePayload, FrameRequestType, FrameResult } from '../schema/requests.js'

export interface FrameHandlerContext {
  /** The request's id. */
  id: string
  /** Aborted when the app aborts this RPC request (RPC_ABORT) or the endpoint is destroyed. */
  signal: AbortSignal
}

export type FrameHandler<T extends FrameRequestType> = (
  payload: FramePayload<T>,
  context: FrameHandlerContext,
) => FrameResult<T> | Promise<FrameResult<T>>

/** The secure site's implementation of every request. */
export type FrameHandlers = { [K in FrameRequestType]: FrameHandler<K> }

const DEFAULT_ERROR = 'An error occurred'
/** The app refuses longer error messages; they are shown to users, who need no stack traces. */
const MAX_ERROR_LENGTH = 2048

export type HandlerOutcome<T extends FrameRequestType> =
  | { reply: FrameSuccessMessage<T> | FrameErrorMessage<T>; problem?: undefined }
  /** The handler answered something the app's schema would refuse; the app gets a plain error. */
  | { reply: FrameErrorMessage<T>; problem: string }

/**
 * Runs the handler for one request and makes its reply: the success, or the error with the
 * thrown message. The reply is checked with the app's own parser, so a handler bug becomes an
 * error the app shows instead of a reply it drops (and a request that hangs until its timeout).
 */
export async function runHandler<T extends FrameRequestType>(
  handlers: FrameHandlers,
  request: FrameRequestMessage<T>,
  signal: AbortSignal,
): Promise<HandlerOutcome<T>> {
  let reply: FrameSuccessMessage<T> | FrameErrorMessage<T>
  try {
    const handler: FrameHandler<T> = handlers[request.type]
    reply = frameSuccess(request, await handler(request.payload, { id: request.id, signal }))
  } catch (error) {
    reply = frameError(request, errorMessage(error))
  }
  const checked = parseFrameToApp(reply)
  if (!checked.ok) return { reply: frameError(request, DEFAULT_ERROR), problem: checked.reason }
  return { reply }
}

function errorMessage(error: unknown): string {
  const message = error instanceof Error ? error.message : typeof error === 'string' ? error : ''
  return message.trim() ? message.slice(0, MAX_ERROR_LENGTH) : DEFAULT_ERROR
}
