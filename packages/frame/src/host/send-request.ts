import {
  FrameLoadFailedError,
  FrameRequestCancelledError,
  FrameRequestError,
  FrameRequestTimeoutError,
  InvalidFrameMessageError,
  RequestAbortedError,
} from '@appkit/common'
import { FRAME_MESSAGE_TAG } from '../schema/envelope.js'
import type { AnyFrameReplyMessage, AppToFrameMessage, FrameRequestMessage } from '../schema/messages.js'
import { parseAppToFrame } from '../schema/parse.js'
import { isErrorOf, isSuccessOf } from '../schema/reply.js'
import type { FramePayload, FrameRequestType, FrameResult } from '../schema/requests.js'
import { after, type FrameTimers } from '../timers.js'
import { abortPolicy, loadTimeoutMs, proceedAfterMs, replyTimeoutMs } from './request-policy.js'

/** A request made and not yet settled. Replies are accepted only once it was `sent`. */
export interface PendingRequest {
  readonly type: FrameRequestType
  readonly sent: boolean
  reply(message: AnyFrameReplyMessage): void
  fail(error: unknown): void
}

export interface RequestContext {
  timers: FrameTimers
  pending: Map<string, PendingRequest>
  /** Runs `send` once the frame is ready (at once if it is); returns the function that stops the wait. */
  whenReady(send: () => void): () => void
  /** Posts to the frame; throws FrameNotSetError when there is no frame window. */
  post(message: AppToFrameMessage): void
  /** Tells the frame to drop an RPC request the caller aborted. */
  abortInFrame(requestId: string): void
}

/**
 * One request, from waiting for the frame to its answer: the load wait, the reply timeout, the
 * sign-out deadline and the caller's abort (spec §4, §9), whichever comes first, exactly once.
 */
export function sendRequest<T extends FrameRequestType>(
  context: RequestContext,
  id: string,
  type: T,
  payload: FramePayload<T>,
  signal?: AbortSignal,
): Promise<FrameResult<T>> {
  const message: FrameRequestMessage<T> = { tag: FRAME_MESSAGE_TAG, id, type, payload }
  // The frame would drop a message its schema refuses, leaving the caller to time out: say so now.
  const checked = parseAppToFrame(message)
  if (!checked.ok)
    return Promise.reject(new InvalidFrameMessageError({ details: `${type}: ${checked.reason}` }))
  const onAbort = abortPolicy(type, payload)

  return new Promise<FrameResult<T>>((resolve, reject) => {
    const cleanups: Array<() => void> = []
    let settled = false
    const settle = (done: () => void) => {
      if (settled) return
      settled = true
      context.pending.delete(id)
      for (const cleanup of cleanups) cleanup()
      done()
    }
    const entry = {
      type,
      sent: false,
      reply(reply: AnyFrameReplyMessage) {
        if (isSuccessOf(reply, type)) settle(() => resolve(reply.payload))
        else if (isErrorOf(reply, type)) settle(() => reject(new FrameRequestError(reply.payload.message)))
      },
      fail(error: unknown) {
        settle(() => reject(error))
      },
    }
    context.pending.set(id, entry)

    if (signal && onAbort !== 'ignore') {
      const abort = () => {
        const wasSent = entry.sent
        entry.fail(onAbort === 'abortRpc' ? new RequestAbortedError() : new FrameRequestCancelledError())
        // Only a request the frame has seen needs stopping there.
        if (onAbort === 'abortRpc' && wasSent) context.abortInFrame(id)
      }
      if (signal.aborted) return abort()
      signal.addEventListener('abort', abort, { once: true })
      cleanups.push(() => signal.removeEventListener('abort', abort))
    }

    const proceedAfter = proceedAfterMs(type)
    if (proceedAfter !== undefined) {
      // Disconnect goes on as if the frame had said yes (only SIGN_OUT has a deadline; it answers nothing).
      const proceed: AnyFrameReplyMessage = {
        tag: FRAME_MESSAGE_TAG,
        id,
        type: 'SIGN_OUT_SUCCESS',
        payload: undefined,
      }
      cleanups.push(after(context.timers, proceedAfter, () => entry.reply(proceed)))
    }

    const loadTimeout = loadTimeoutMs(type)
    const stopLoadTimer =
      loadTimeout === undefined
        ? undefined
        : after(context.timers, loadTimeout, () => entry.fail(new FrameLoadFailedError()))
    if (stopLoadTimer) cleanups.push(stopLoadTimer)

    const send = () => {
      stopLoadTimer?.()
      if (settled) return
      const replyTimeout = replyTimeoutMs(type)
      if (replyTimeout !== undefined) {
        cleanups.push(after(context.timers, replyTimeout, () => entry.fail(new FrameRequestTimeoutError())))
      }
      entry.sent = true
      try {
        // The checked copy: exactly what the frame's schema accepted, nothing the caller still holds.
        context.post(checked.message)
      } catch (error) {
        entry.fail(error)
      }
    }
    cleanups.push(context.whenReady(send))
  })
}
