import { type AccountOptions, type ChainAccount, encodeAccount } from './account-encoding.js'
import { toJsonText } from './json-text.js'
import type { LandedTransaction } from './ledger.js'
import { withContext } from './rpc-context.js'
import { SLOT_MS } from './slot-clock.js'
import type { SolanaChain } from './solana-chain.js'

/** A socket as the hub sees it: where its notifications go. */
export interface SubscriberSocket {
  send(text: string): void
}

export type Subscription =
  | { kind: 'signature'; socket: SubscriberSocket; signature: string }
  | { kind: 'account'; socket: SubscriberSocket; address: string; options: AccountOptions; last: string }
  | { kind: 'slot'; socket: SubscriberSocket }

export interface SubscriptionHub {
  /** Registers a subscription; returns its id (what the client unsubscribes with). */
  add(subscription: Subscription): number
  /** Removes a subscription of `socket`; false when it has none with that id. */
  remove(socket: SubscriberSocket, id: number, kind: Subscription['kind']): boolean
  /** Forgets every subscription of a socket that went away. */
  dropSocket(socket: SubscriberSocket): void
  /** How an account looks in its notifications: they go out only when it changed. */
  fingerprint(account: ChainAccount | null): string
  close(): void
}

const SYSTEM_PROGRAM = '11111111111111111111111111111111'
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
 */
export function createSubscriptionHub(
  chain: SolanaChain,
  onError: (error: unknown) => void,
): SubscriptionHub {
  const subscriptions = new Map<number, Subscription>()
  let nextId = 0
  let lastSlot = chain.slot()
  let ticker: NodeJS.Timeout | undefined

  const notify = (id: number, subscription: Subscription, method: string, result: unknown) => {
    try {
      subscription.socket.send(toNotification(method, id, result))
    } catch (error) {
      onError(error)
    }
  }

  const onTransaction = (landed: LandedTransaction) => {
    const touched = new Set<string>(landed.wire.message.staticAccounts)
    for (const [id, subscription] of subscriptions) {
      if (subscription.kind === 'signature' && subscription.signature === landed.signature) {
        subscriptions.delete(id)
        notify(
          id,
          subscription,
          'signatureNotification',
          withContext(landed.slot, { err: landed.execution.err }),
        )
      }
      if (subscription.kind === 'account' && touched.has(subscription.address)) {
        const account = chain.account(subscription.address)
        const print = fingerprint(account)
        if (print === subscription.last) continue
        subscription.last = print
        const value = encodeAccount(account ?? CLOSED, subscription.options, chain.mintDecimals)
        notify(id, subscription, 'accountNotification', withContext(landed.slot, value))
      }
    }
  }
  const stopListening = chain.onTransaction(onTransaction)

  const tick = () => {
    const slot = chain.slot()
    if (slot <= lastSlot) return
    lastSlot = slot
    for (const [id, subscription] of subscriptions) {
      if (subscription.kind === 'slot')
        notify(id, subscription, 'slotNotification', { parent: slot - 1, root: slot, slot })
    }
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
      const id = nextId++
      subscriptions.set(id, subscription)
      if (subscription.kind === 'slot') updateTicker()
      return id
    },
    remove(socket, id, kind) {
      const subscription = subscriptions.get(id)
      if (!subscription || subscription.socket !== socket || subscription.kind !== kind) return false
      subscriptions.delete(id)
      if (kind === 'slot') updateTicker()
      return true
    },
    dropSocket(socket) {
      for (const [id, subscription] of subscriptions) {
        if (subscription.socket === socket) subscriptions.delete(id)
      }
      updateTicker()
    },
    fingerprint,
    close() {
      stopListening()
      subscriptions.clear()
      updateTicker()
    },
  }
}

function fingerprint(account: ChainAccount | null): string {
  if (!account) return 'none'
  return `${account.lamports}:${account.owner}:${account.executable}:${Buffer.from(account.data).toString('base64')}`
}

function toNotification(method: string, subscription: number, result: unknown): string {
  // The same bigint-exact writer as the HTTP answers: an account's rent epoch is 2^64 - 1.
  return toJsonText({ jsonrpc: '2.0', method, params: { result, subscription } })
}
