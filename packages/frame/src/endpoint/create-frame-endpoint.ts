import { FrameParentNotSetError } from '@appkit/common'
import { type FrameMessageEventLike, receiveMessage } from '../receive.js'
import { createRequestId, type RandomSource } from '../request-id.js'
import { frameEvent } from '../schema/build.js'
import type {
  AnyFrameEventMessage,
  AppToFrameMessage,
  FrameErrorMessage,
  FrameSuccessMessage,
} from '../schema/messages.js'
import { parseAppToFrame } from '../schema/parse.js'
import type { FramePayload, FrameRequestType } from '../schema/requests.js'
import { createSeenIds } from '../seen-ids.js'
import { defaultWarn, type FrameWarn } from '../warn.js'
import { checkParentOrigin } from './parent-origin.js'
import { type FrameHandlers, runHandler } from './run-handler.js'

/** What the endpoint uses of the frame's window (a browser `Window` fits). */
export interface FrameEndpointWindow {
  readonly parent: { postMessage(message: unknown, targetOrigin: string): void } | null
  addEventListener(type: 'message', listener: (event: FrameMessageEventLike) => void): void
  removeEventListener(type: 'message', listener: (event: FrameMessageEventLike) => void): void
  readonly crypto: RandomSource
}

export interface FrameEndpointOptions {
  /** The secure site's own window, inside the dapp's frame. */
  window: FrameEndpointWindow
  /** The dapp's exact origin, e.g. 'https://app.example.com': the only one answered. */
  parentOrigin: string
  handlers: FrameHandlers
  warn?: FrameWarn
  /** Event ids; random UUIDs by default. */
  createId?: () => string
}

export interface FrameEndpoint {
  /** Asks the app to show the frame over the dapp (e.g. the ApproveTransaction screen). */
  show(): void
  hide(): void
  /** Stops listening; requests still running are aborted and get no reply. */
  destroy(): void
}

/**
 * The frame side of the secure frame. Answers requests from the parent window at the dapp's
 * origin only, each id once, with the handler's result; announces itself ready when created.
 */
export function createFrameEndpoint(options: FrameEndpointOptions): FrameEndpoint {
  const { window, handlers } = options
  const parentOrigin = checkParentOrigin(options.parentOrigin)
  const parent = window.parent
  // A top-level page has itself as parent: no app embeds it, so there is no one to answer.
  if (!parent || parent === (window as unknown)) throw new FrameParentNotSetError()
  const warn = options.warn ?? defaultWarn
  const createId = options.createId ?? (() => createRequestId(window.crypto))
  const seen = createSeenIds()
  const running = new Map<string, { rpc: boolean; controller: AbortController }>()
  let destroyed = false

  const post = (
    message:
      | FrameSuccessMessage<FrameRequestType>
      | FrameErrorMessage<FrameRequestType>
      | AnyFrameEventMessage,
  ) => {
    if (!destroyed) parent.postMessage(message, parentOrigin)
  }

  const abortRpc = (payload: FramePayload<'RPC_ABORT'>) => {
    for (const [id, request] of running) {
      if (request.rpc && (payload === undefined || payload.requestId === id)) request.controller.abort()
    }
  }

  const handle = async (request: AppToFrameMessage) => {
    const controller = new AbortController()
    running.set(request.id, { rpc: request.type === 'RPC_REQUEST', controller })
    if (request.type === 'RPC_ABORT') abortRpc(request.payload)
    const { reply, problem } = await runHandler(handlers, request, controller.signal)
    running.delete(request.id)
    if (problem) warn(`The ${request.type} handler answered what the app would refuse: ${problem}`)
    // The app has already given up on an aborted request; a reply would only be dropped there.
    if (!controller.signal.aborted) post(reply)
  }

  const onMessage = (event: FrameMessageEventLike) => {
    if (destroyed) return
    const receipt = receiveMessage(event, { origin: parentOrigin, source: parent }, parseAppToFrame)
    if (receipt.kind === 'ignore') return
    if (receipt.kind === 'drop') return warn(`Ignored an app message: ${receipt.reason}`)
    const request = receipt.message
    if (seen.has(request.id)) return warn('Ignored an app message: a replayed request')
    seen.add(request.id)
    void handle(request)
  }

  window.addEventListener('message', onMessage)
  post(frameEvent('FRAME_READY', createId()))

  return {
    show: () => post(frameEvent('FRAME_SHOW', createId())),
    hide: () => post(frameEvent('FRAME_HIDE', createId())),
    destroy() {
      if (destroyed) return
      destroyed = true
      window.removeEventListener('message', onMessage)
      for (const request of running.values()) request.controller.abort()
      running.clear()
    },
  }
}
