import { RequestAbortedError, UserRejectedRequestError } from '@appkit/common'
import type { ApprovalRequest } from './approval-request.js'

export type ApprovalDecision = 'approve' | 'reject'

/** The screen: shows one request until the user decides, or until `close` takes it away. */
export interface ApprovalUi {
  present(request: ApprovalRequest): { decision: Promise<ApprovalDecision>; close(): void }
}

export interface ApprovalGate {
  /**
   * Resolves when the user approves `request`; rejects with UserRejectedRequestError ('User
   * rejected the request.', code 4001) on Reject, and with RequestAbortedError ('Request was
   * aborted') when `signal` aborts (RPC_ABORT) or on cancelAll. One screen at a time, in order.
   */
  ask(request: ApprovalRequest, signal: AbortSignal): Promise<void>
  /** Drops every request shown or waiting (sign-out). */
  cancelAll(): void
}

export interface ApprovalGateOptions {
  ui: ApprovalUi
  /** The frame over the dapp (endpoint.show) while a request is shown, hidden after (endpoint.hide). */
  show(): void
  hide(): void
}

export function createApprovalGate(options: ApprovalGateOptions): ApprovalGate {
  let turn: Promise<void> = Promise.resolve()
  // Bumped by cancelAll: a request asked before that is dropped when its turn comes.
  let generation = 0
  let cancelShown: (() => void) | undefined

  async function present(request: ApprovalRequest, signal: AbortSignal, asked: number): Promise<void> {
    if (signal.aborted || asked !== generation) throw new RequestAbortedError()
    options.show()
    const shown = options.ui.present(request)
    let stop: () => void = () => undefined
    const stopped = new Promise<'stopped'>((resolve) => (stop = () => resolve('stopped')))
    signal.addEventListener('abort', stop, { once: true })
    cancelShown = stop
    try {
      const outcome = await Promise.race([shown.decision, stopped])
      if (outcome === 'approve') return
      if (outcome === 'stopped') throw new RequestAbortedError()
      throw new UserRejectedRequestError()
    } finally {
      signal.removeEventListener('abort', stop)
      cancelShown = undefined
      shown.close()
      options.hide()
    }
  }

  return {
    ask(request, signal) {
      const asked = generation
      const mine = turn.then(() => present(request, signal, asked))
      // The next request waits for this one to be decided, however it ends.
      turn = mine.catch(() => undefined)
      return mine
    },
    cancelAll() {
      generation++
      cancelShown?.()
    },
  }
}
