import type { PendingRequest, WalletMode } from './approvable-wallet.js'

export interface Approvals {
  /** Resolves when the user approves; rejects with the wallet's own rejection error when they reject. */
  ask(method: string, params: unknown): Promise<void>
  pending(): PendingRequest[]
  approve(id?: number): PendingRequest
  reject(id?: number): PendingRequest
  setMode(mode: WalletMode): void
  mode(): WalletMode
  /** Calls `listener` whenever the queue or the mode changes; returns the unsubscribe. */
  subscribe(listener: () => void): () => void
  waitForPending(method?: string, timeoutMs?: number): Promise<PendingRequest>
}

interface Entry extends PendingRequest {
  settle(approved: boolean): void
}

interface Waiter {
  method: string | undefined
  resolve(request: PendingRequest): void
}

const DEFAULT_WAIT_MS = 5000

/**
 * The wallet's "popup": requests that need the user, answered by mode or by the test. Shared by
 * every test wallet so that a test and the lab's panel drive them all alike; each wallet says what
 * a refusal looks like in its protocol (`rejection`), e.g. an EIP-1193 4001 error.
 */
export function createApprovals(initialMode: WalletMode, rejection: () => Error): Approvals {
  let mode = initialMode
  let nextId = 1
  const queue: Entry[] = []
  let waiters: Waiter[] = []
  const listeners = new Set<() => void>()
  const changed = () => {
    for (const listener of listeners) listener()
  }

  // Plain copies: they cross page.evaluate, which cannot carry functions.
  const view = ({ id, method, params }: PendingRequest): PendingRequest => ({ id, method, params })

  const take = (id: number | undefined, verb: string): Entry => {
    const index = id === undefined ? 0 : queue.findIndex((entry) => entry.id === id)
    const entry = queue[index]
    if (index < 0 || !entry) {
      throw new Error(
        id === undefined ? `No pending request to ${verb}.` : `No pending request with id ${id}.`,
      )
    }
    queue.splice(index, 1)
    changed()
    return entry
  }

  const notify = (entry: Entry) => {
    const matched = waiters.filter((waiter) => waiter.method === undefined || waiter.method === entry.method)
    waiters = waiters.filter((waiter) => !matched.includes(waiter))
    for (const waiter of matched) waiter.resolve(view(entry))
  }

  return {
    ask(method, params) {
      if (mode === 'approve') return Promise.resolve()
      if (mode === 'reject') return Promise.reject(rejection())
      return new Promise<void>((resolve, reject) => {
        const entry: Entry = {
          id: nextId++,
          method,
          params,
          settle: (approved) => (approved ? resolve() : reject(rejection())),
        }
        queue.push(entry)
        notify(entry)
        changed()
      })
    },
    pending: () => queue.map(view),
    approve(id) {
      const entry = take(id, 'approve')
      entry.settle(true)
      return view(entry)
    },
    reject(id) {
      const entry = take(id, 'reject')
      entry.settle(false)
      return view(entry)
    },
    setMode(next) {
      mode = next
      changed()
    },
    mode: () => mode,
    subscribe(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    waitForPending(method, timeoutMs = DEFAULT_WAIT_MS) {
      const waiting = queue.find((entry) => method === undefined || entry.method === method)
      if (waiting) return Promise.resolve(view(waiting))
      return new Promise((resolve, reject) => {
        const waiter: Waiter = {
          method,
          resolve: (request) => {
            clearTimeout(timer)
            resolve(request)
          },
        }
        const timer = setTimeout(() => {
          waiters = waiters.filter((other) => other !== waiter)
          reject(new Error(`No ${method ?? 'request'} waited for approval within ${timeoutMs} ms.`))
        }, timeoutMs)
        waiters.push(waiter)
      })
    },
  }
}
