import { FRAME_READY_DELAY_MS, FrameNotSetError } from '@appkit/common'
import { receiveMessage } from '../receive.js'
import { createRequestId } from '../request-id.js'
import type { AnyFrameEventMessage } from '../schema/messages.js'
import { parseFrameToApp } from '../schema/parse.js'
import { isFrameEventMessage, isReplyTo } from '../schema/reply.js'
import type { FrameDappData, FramePayload, FrameRequestType, FrameResult } from '../schema/requests.js'
import { createSeenIds } from '../seen-ids.js'
import { after, defaultTimers, type FrameTimers } from '../timers.js'
import { defaultWarn, type FrameWarn } from '../warn.js'
import { createFrameElement, setFrameVisible } from './frame-element.js'
import { buildFrameUrl, type FrameUrlOptions, secureSiteOrigin } from './frame-url.js'
import { createFrameHostStore, type FrameHostListener, type FrameHostState } from './lifecycle.js'
import { createReadiness } from './readiness.js'
import { type PendingRequest, sendRequest } from './send-request.js'

export interface FrameHostOptions extends FrameUrlOptions {
  /** The dapp's window; `globalThis.window` by default. */
  window?: Window
  timers?: FrameTimers
  /** Message ids; random UUIDs by default. */
  createId?: () => string
  /** Where refused messages are reported; console.warn by default. */
  warn?: FrameWarn
}

export interface FrameRequestOptions {
  /** Aborts the request (spec §4); a safe read-only RPC method ignores it. */
  signal?: AbortSignal
}

/** The payload (left out when the request has none), then the options. */
export type FrameRequestArgs<T extends FrameRequestType> =
  undefined extends FramePayload<T>
    ? [payload?: FramePayload<T>, options?: FrameRequestOptions]
    : [payload: FramePayload<T>, options?: FrameRequestOptions]

export interface FrameHost {
  /** The secure site's origin: the only one messages go to or are taken from. */
  readonly origin: string
  getState(): FrameHostState
  subscribe(listener: FrameHostListener): () => void
  /** Creates the frame now (the app knows email login was used before); requests also do. */
  load(): void
  /** Sends a request and resolves with its success payload (rejects with its error). */
  request<T extends FrameRequestType>(type: T, ...args: FrameRequestArgs<T>): Promise<FrameResult<T>>
  /**
   * Syncs the dapp data and fetches the smart-account networks (an error gives none, spec §8),
   * moving the lifecycle to dapp data synced, then initialized. Resolves with the networks.
   */
  initialize(dappData: FrameDappData): Promise<number[]>
  /** Removes the frame and the listener; open requests reject with 'W3mFrame: iframe is not set'. */
  destroy(): void
}

/**
 * The app side of the secure frame. Nothing happens until the first request or `load()`: no
 * element, no listener, no network.
 */
export function createFrameHost(options: FrameHostOptions): FrameHost {
  const origin = secureSiteOrigin(options.secureSiteUrl)
  const timers = options.timers ?? defaultTimers
  const warn = options.warn ?? defaultWarn
  const store = createFrameHostStore()
  const readiness = createReadiness()
  const pending = new Map<string, PendingRequest>()
  const seenEvents = createSeenIds()
  let frame: HTMLIFrameElement | undefined
  let listeningOn: Window | undefined
  let stopReadyDelay: (() => void) | undefined
  let destroyed = false

  const win = () => {
    const target = options.window ?? globalThis.window
    if (!target) throw new FrameNotSetError({ details: 'There is no window to put the frame in.' })
    return target
  }
  const createId = options.createId ?? (() => createRequestId(win().crypto))

  const onMessage = (event: MessageEvent) => {
    const receipt = receiveMessage(event, { origin, source: frame?.contentWindow ?? null }, parseFrameToApp)
    if (receipt.kind === 'ignore') return
    if (receipt.kind === 'drop') return warn(`Ignored a frame message: ${receipt.reason}`)
    const message = receipt.message
    if (isFrameEventMessage(message)) return onEvent(message)
    const entry = pending.get(message.id)
    // A reply before its request went out can only be forged; after it settled, a replay.
    if (!entry?.sent) return warn('Ignored a frame message: it answers no open request')
    if (!isReplyTo(message, entry.type)) return warn('Ignored a frame message: it answers another request')
    entry.reply(message)
  }

  const onEvent = (event: AnyFrameEventMessage) => {
    if (seenEvents.has(event.id)) return warn('Ignored a frame message: a replayed event')
    seenEvents.add(event.id)
    if (event.type === 'FRAME_SHOW' || event.type === 'FRAME_HIDE') {
      const visible = event.type === 'FRAME_SHOW'
      if (frame) setFrameVisible(frame, visible)
      return store.setVisible(visible)
    }
    // FRAME_READY: the frame's scripts settle for 500 ms before the first request (spec §9). A
    // second one (after RELOAD) finds the frame ready already.
    if (store.get().lifecycle !== 'created' || stopReadyDelay) return
    stopReadyDelay = after(timers, FRAME_READY_DELAY_MS, () => {
      store.advance('ready')
      readiness.markReady()
    })
  }

  const load = () => {
    if (destroyed) throw new FrameNotSetError({ details: 'The frame host was destroyed.' })
    if (frame) return
    const target = win()
    // Listen before the frame exists, so its ready event cannot come first.
    target.addEventListener('message', onMessage)
    listeningOn = target
    frame = createFrameElement(target.document, buildFrameUrl(options))
    store.advance('created')
  }

  const post = (message: unknown) => {
    const target = frame?.contentWindow
    if (!target) throw new FrameNotSetError()
    target.postMessage(message, origin)
  }

  const request = <T extends FrameRequestType>(
    type: T,
    ...[payload, requestOptions]: FrameRequestArgs<T>
  ) => {
    try {
      load()
    } catch (error) {
      return Promise.reject(error)
    }
    const context = {
      timers,
      pending,
      whenReady: readiness.whenReady,
      post,
      abortInFrame: (requestId: string) => {
        // Fire and forget: the caller has its answer ('Request was aborted') already.
        host.request('RPC_ABORT', { requestId }).catch(() => undefined)
      },
    }
    // FrameRequestArgs makes the payload optional only where undefined is a valid payload.
    return sendRequest(context, createId(), type, payload as FramePayload<T>, requestOptions?.signal)
  }

  const host: FrameHost = {
    origin,
    getState: store.get,
    subscribe: store.subscribe,
    load,
    request,
    async initialize(dappData) {
      await host.request('SYNC_DAPP_DATA', dappData)
      store.advance('dappDataSynced')
      const networks = await host.request('GET_SMART_ACCOUNT_ENABLED_NETWORKS').then(
        (result) => result.smartAccountEnabledNetworks,
        () => [],
      )
      store.advance('initialized')
      return networks
    },
    destroy() {
      if (destroyed) return
      destroyed = true
      stopReadyDelay?.()
      listeningOn?.removeEventListener('message', onMessage)
      frame?.remove()
      frame = undefined
      for (const entry of [...pending.values()])
        entry.fail(new FrameNotSetError({ details: 'The frame host was destroyed.' }))
      store.reset()
    },
  }
  return host
}
