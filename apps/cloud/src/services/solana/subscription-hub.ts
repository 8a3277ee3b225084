import { JsonRpcError } from '../../http/json-rpc-error.js'
import { type AccountOptions, type ChainAccount, encodeAccount } from './account-encoding.js'
import type { LandedTransaction } from './ledger.js'
import { notificationText, signatureNotificationText } from './notifications.js'
import { SYSTEM_PROGRAM } from './program-ids.js'
import { withContext } from './rpc-context.js'
import { RPC_ERROR } from './rpc-error.js'
import { SLOT_MS } from './slot-clock.js'
import type { SolanaChain } from './solana-chain.js'

/** A socket as the hub sees it: where its notifications go, and whether it is gone. */
export interface SubscriberSocket {
  send(text: string): void
  /** True once the socket went away: a subscribe still in flight then must not outlive it. */
  readonly closed: boolean
}

export type Subscription =
  | { kind: 'signature'; socket: SubscriberSocket; signature: string }
  | { kind: 'account'; socket: SubscriberSocket; address: string; options: AccountOptions; last: string }
  | { kind: 'slot'; socket: SubscriberSocket }

/** Far more than any page subscribes to; a runaway client is refused rather than growing the hub. */
export const MAX_SUBSCRIPTIONS_PER_SOCKET = 1000

export interface SubscriptionHub {
  /**
   * Registers a subscription; returns its id (what the client unsubscribes with). Refused (a
   * JsonRpcError) for a socket that closed or already holds MAX_SUBSCRIPTIONS_PER_SOCKET.
   */
  add(subscription: Subscription): number
  /** Removes a subscription of `socket`; false when it has none with that id. */
  remove(socket: SubscriberSocket, id: number, kind: Subscription['kind']): boolean
  /** Forgets every subscription of a socket that went away. */
  dropSocket(socket: SubscriberSocket): void
  /** How an account looks in its notifications: they go out only when it changed. */
  fingerprint(account: ChainAccount | null): string
  /** How many subscriptions are live. */
  size(): number
  close(): void
}

/** A closed account is notified as Solana's nodes do: no lamports, no data, owned by the system program. */
const CLOSED: ChainAccount = {
  lamports: 0n,
  data: new Uint8Array(),
  owner: SYSTEM_PROGRAM,
  executable: false,
}

/**
 * The node's pub/sub state: which socket waits for what. A landed transaction notifies the
 * signature's subscribers (once: the subscription then ends, as on Solana) and the subscribers of
 * each account it touched that changed; while anyone listens for slots, a timer notifies each new one.
 * Each subscription is served on its own: one that fails is reported to `onError` and never keeps
 * the others from their notification.
 */
export function createSubscriptionHub(
  chain: SolanaChain,
  onError: (error: unknown) => void,
): SubscriptionHub {
  const subscriptions = new Map<number, Subscription>()
  const perSocket = new Map<SubscriberSocket, number>()
  let nextId = 0
  let lastSlot = chain.slot()
  let ticker: NodeJS.Timeout | undefined

  const forget = (id: number) => {
    const subscription = subscriptions.get(id)
    if (!subscription) return
    subscriptions.delete(id)
    const left = (perSocket.get(subscription.socket) ?? 1) - 1
    if (left > 0) perSocket.set(subscription.socket, left)
    else perSocket.delete(subscription.socket)
  }

  const each = (serve: (id: number, subscription: Subscription) => void) => {
    for (const [id, subscription] of subscriptions) {
      try {
        serve(id, subscription)
      } catch (error) {
        onError(error)
      }
    }
  }

  const onTransaction = (landed: LandedTransaction) => {
    const touched = new Set<string>(landed.wire.message.staticAccounts)
    each((id, subscription) => {
      if (subscription.kind === 'signature' && subscription.signature === landed.signature) {
        // Final either way: a signature is notified once, so a failed send is not retried.
        forget(id)
        subscription.socket.send(signatureNotificationText(id, landed))
      }
      if (subscription.kind === 'account' && touched.has(subscription.address)) {
        const account = chain.account(subscription.address)
        const print = fingerprint(account)
        if (print === subscription.last) return
        const value = encodeAccount(
          account ?? CLOSED,
          subscription.options,
          chain.mintDecimals,
          'notification',
        )
        subscription.socket.send(notificationText('accountNotification', id, withContext(landed.slot, value)))
        // Only once told: a change that failed to go out is sent with the next one.
        subscription.last = print
      }
    })
  }
  const stopListening = chain.onTransaction(onTransaction)

  const tick = () => {
    const slot = chain.slot()
    if (slot <= lastSlot) return
    lastSlot = slot
    each((id, subscription) => {
      if (subscription.kind === 'slot') {
        subscription.socket.send(
          notificationText('slotNotification', id, { parent: slot - 1, root: slot, slot }),
        )
      }
    })
  }
  // The timer runs only while someone listens for slots: an idle cloud does no work.
  const updateTicker = () => {
    const wanted = [...subscriptions.values()].some((subscription) => subscription.kind === 'slot')
    if (wanted && !ticker) {
      lastSlot = chain.slot()
      ticker = setInterval(tick, SLOT_MS)
      ticker.unref()
    } else if (!wanted && ticker) {
      clearInterval(ticker)
      ticker = undefined
    }
  }

  return {
    add(subscription) {
      const { socket } = subscription
      if (socket.closed) throw new JsonRpcError(RPC_ERROR.internalError, 'The socket is closed')
      const held = perSocket.get(socket) ?? 0
      if (held >= MAX_SUBSCRIPTIONS_PER_SOCKET) {
        // Agave answers its node-wide limit with this code and wording.
        throw new JsonRpcError(
          RPC_ERROR.internalError,
          `Internal Error: Subscription refused. Socket subscription limit (${MAX_SUBSCRIPTIONS_PER_SOCKET}) reached`,
        )
      }
      const id = nextId++
      subscriptions.set(id, subscription)
      perSocket.set(socket, held + 1)
      if (subscription.kind === 'slot') updateTicker()
      return id
    },
    remove(socket, id, kind) {
      const subscription = subscriptions.get(id)
      if (!subscription || subscription.socket !== socket || subscription.kind !== kind) return false
      forget(id)
      if (kind === 'slot') updateTicker()
      return true
    },
    dropSocket(socket) {
      for (const [id, subscription] of subscriptions) {
        if (subscription.socket === socket) forget(id)
      }
      updateTicker()
    },
    fingerprint,
    size: () => subscriptions.size,
    close() {
      stopListening()
      subscriptions.clear()
      perSocket.clear()
      updateTicker()
    },
  }
}

function fingerprint(account: ChainAccount | null): string {
  if (!account) return 'none'
  return `${account.lamports}:${account.owner}:${account.executable}:${Buffer.from(account.data).toString('base64')}`
}
