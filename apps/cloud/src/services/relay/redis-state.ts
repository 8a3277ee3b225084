import { createClient } from 'redis'
import { z } from 'zod'
import type { RelayLimits } from './limits.js'
import type { StoredMessage } from './message-store.js'
import { messageDigest, topicKeys } from './redis-keys.js'
import { whenLoaded } from './redis-loading.js'
import { decodeAnnouncement, decodeRecord, encodeRecord } from './redis-record.js'
import { type LuaScript, STORE_MESSAGE, UNRECEIVED_MESSAGES } from './redis-scripts.js'
import type { RelayState, TopicListener } from './relay-state.js'
import { createWriteBatch } from './write-batch.js'

export interface RedisStateOptions {
  /** redis://host:port (REDIS_URL). */
  url: string
  limits: Pick<RelayLimits, 'maxMessagesPerTopic' | 'maxTtlSeconds'>
  now?: () => number
  /** Starts every key and channel name, so that several relays (or tests) can share one Redis. */
  prefix?: string
  /** Told about a lost connection, and about a record or announcement it could not read. */
  onError?: (error: unknown) => void
}

type Client = ReturnType<typeof createClient>
type Listening = { ready: Promise<void>; listener: TopicListener }

const DEFAULT_PREFIX = 'relay:'
const SCRIPTS = [STORE_MESSAGE, UNRECEIVED_MESSAGES]
const RECONNECT_MAX_DELAY_MS = 1000
/**
 * Acknowledgements wait this long to go to Redis together. Nothing waits on them but a later
 * replay, which sends them first; a socket that reconnects elsewhere within the delay may be
 * sent a message again, which the clients drop as a repeat.
 */
const RECEIVED_BATCH_DELAY_MS = 20
const RECEIVED_BATCH_MAX = 500
type Ack = { clientId: string; messages: readonly StoredMessage[] }
const replyList = z.array(z.union([z.string(), z.number()]))

/**
 * The relay state of any number of instances, in Redis: messages in keys that expire with them,
 * each topic's new messages announced on a pub/sub channel that the instances holding its
 * subscribers listen to. A Redis restart loses nothing that Redis persisted (its append-only
 * file); the clients reconnect by themselves, resubscribe, and every listener is told that it may
 * have missed messages, so stored ones reach the subscribers that were waiting.
 */
export async function connectRedisRelayState(options: RedisStateOptions): Promise<RelayState> {
  const now = options.now ?? Date.now
  const prefix = options.prefix ?? DEFAULT_PREFIX
  const onError = options.onError ?? ((error) => console.error('relay: redis', error))
  let connected = false
  // A relay that cannot reach Redis at start fails at once (a bad REDIS_URL); once running, it
  // waits for Redis to come back, up to RECONNECT_MAX_DELAY_MS between two tries.
  const reconnectStrategy = (retries: number, cause: Error) =>
    connected ? Math.min(retries * 100, RECONNECT_MAX_DELAY_MS) : cause
  const commands: Client = createClient({
    url: options.url,
    socket: { reconnectStrategy },
    // node-redis 6 gives every command a 5 s timer by default (an AbortSignal each: measured, 5 %
    // of the relay's CPU at 1,000 messages/s), and a command it times out may still have run. A
    // lost connection fails or resends the commands by itself; a slow Redis is waited for.
    commandOptions: { timeout: 0 },
  })
  // Pub/sub takes a connection of its own.
  const subscriber: Client = commands.duplicate()
  for (const client of [commands, subscriber]) client.on('error', onError)
  try {
    await Promise.all([commands.connect(), subscriber.connect()])
  } catch (error) {
    for (const client of [commands, subscriber]) client.destroy()
    throw new Error(`The relay cannot reach Redis at ${new URL(options.url).host}.`, { cause: error })
  }
  connected = true
  // The scripts go to Redis before the first publish, and again after each reconnect (a restarted
  // Redis has forgotten them): otherwise every publish in flight at that moment is refused
  // NOSCRIPT and sent again whole, which at a thousand messages a second held deliveries back
  // for most of a second.
  const loadScripts = () =>
    Promise.all(SCRIPTS.map((script) => whenLoaded(() => commands.scriptLoad(script.source))))
  await loadScripts()
  commands.on('ready', () => {
    loadScripts().catch(onError)
  })

  const listening = new Map<string, Listening>()
  /** The digest Redis named each message it handed over by, so an ack need not hash it again. */
  const digests = new WeakMap<StoredMessage, string>()
  const digestOf = (stored: StoredMessage) => digests.get(stored) ?? messageDigest(stored.message)
  // Registered after the first connection: every later one follows a loss.
  subscriber.on('ready', () => {
    for (const [topic, { listener }] of listening) listener.missed(topic)
  })

  const run = (script: LuaScript, keys: string[], args: string[]) =>
    whenLoaded(async () => {
      try {
        return await commands.evalSha(script.sha1, { keys, arguments: args })
      } catch (error) {
        // A restarted Redis has forgotten the scripts it was sent.
        if (!(error instanceof Error && error.message.startsWith('NOSCRIPT'))) throw error
        return commands.eval(script.source, { keys, arguments: args })
      }
    })

  /**
   * The acknowledgements of many deliveries in one transaction: measured, Redis spends about half
   * the CPU on one MULTI of many sets than on a script call or a MULTI per set.
   */
  const writeReceived = (acks: Ack[]) =>
    whenLoaded(() => {
      const time = now()
      const byKey = new Map<string, { digests: string[]; expiresAt: number }>()
      for (const { clientId, messages } of acks) {
        for (const stored of messages) {
          const key = topicKeys(prefix, stored.topic).received(clientId)
          const entry = byKey.get(key) ?? { digests: [], expiresAt: 0 }
          entry.digests.push(digestOf(stored))
          entry.expiresAt = Math.max(entry.expiresAt, stored.expiresAt)
          byKey.set(key, entry)
        }
      }
      const batch = commands.multi()
      for (const [key, { digests, expiresAt }] of byKey) {
        // Who received what is kept as long as the longest-lived of those messages.
        const ttlMs = Math.max(1, expiresAt - time)
        batch.sAdd(key, digests)
        batch.pExpire(key, ttlMs, 'NX')
        batch.pExpire(key, ttlMs, 'GT')
      }
      return batch.exec()
    })
  const received = createWriteBatch<Ack>({
    write: writeReceived,
    delayMs: RECEIVED_BATCH_DELAY_MS,
    maxItems: RECEIVED_BATCH_MAX,
  })

  const read = (seq: unknown, digest: string, record: string): StoredMessage | undefined => {
    try {
      const stored = decodeRecord(seq, record)
      digests.set(stored, digest)
      return stored
    } catch (error) {
      onError(error)
      return undefined
    }
  }

  return {
    async store(input) {
      const keys = topicKeys(prefix, input.topic)
      const digest = messageDigest(input.message)
      const publishedAt = now()
      const ttlMs = Math.max(1, Math.ceil(Math.min(input.ttlSeconds, options.limits.maxTtlSeconds) * 1000))
      const record = encodeRecord(input, publishedAt, publishedAt + ttlMs)
      const seq = await run(
        STORE_MESSAGE,
        [keys.index, keys.messagePrefix + digest],
        [
          digest,
          record,
          String(ttlMs),
          String(options.limits.maxMessagesPerTopic),
          keys.messagePrefix,
          keys.channel,
        ],
      )
      return Number(seq) > 0
    },

    async unreceived(topic, clientId) {
      const keys = topicKeys(prefix, topic)
      // Acknowledgements still waiting are sent first: one connection, so Redis has them before this read.
      if (received.size() > 0) received.flush().catch(onError)
      const reply = replyList.parse(
        await run(UNRECEIVED_MESSAGES, [keys.index, keys.received(clientId)], [keys.messagePrefix]),
      )
      const time = now()
      const found: StoredMessage[] = []
      for (let i = 0; i + 2 < reply.length; i += 3) {
        const stored = read(reply[i], String(reply[i + 1]), String(reply[i + 2]))
        if (stored && stored.expiresAt > time && stored.publisher !== clientId) found.push(stored)
      }
      return found
    },

    markReceived(clientId, messages) {
      const time = now()
      const live = messages.filter((stored) => stored.expiresAt > time)
      if (live.length === 0) return
      return received.add({ clientId, messages: live })
    },

    listen(topic, listener) {
      const current = listening.get(topic)
      if (current) return current.ready
      const hear = (payload: string) => {
        // Redis may still send what was published before it took the unsubscribe in.
        if (listening.get(topic) !== entry) return
        try {
          const { stored, digest } = decodeAnnouncement(payload)
          digests.set(stored, digest)
          listener.published(stored)
        } catch (error) {
          onError(error)
        }
      }
      const entry: Listening = {
        ready: subscriber.subscribe(topicKeys(prefix, topic).channel, hear),
        listener,
      }
      listening.set(topic, entry)
      entry.ready.catch(() => {
        if (listening.get(topic) === entry) listening.delete(topic)
      })
      return entry.ready
    },

    unlisten(topic) {
      if (!listening.delete(topic)) return
      subscriber.unsubscribe(topicKeys(prefix, topic).channel).catch(onError)
    },

    // Redis expires the messages' keys itself.
    sweep() {},

    async close() {
      listening.clear()
      await received.flush().catch(onError)
      await Promise.all([commands.close(), subscriber.close()])
    },
  }
}
