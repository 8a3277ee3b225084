import type { Database } from '../../db/database.js'
import { createChainFollower, type FollowedChain } from './chain-follower.js'

export interface IndexerOptions {
  db: Database
  chains: readonly FollowedChain[]
  /** How often an idle chain is asked for a new block. */
  pollMs?: number
  /** Told about a failed step (a node that went away, a database error); the step is retried. */
  onError?: (error: unknown, chainId: number) => void
}

export interface Indexer {
  /** Stops following; resolves once no step is running, so the database can be closed after it. */
  stop(): Promise<void>
}

const DEFAULT_POLL_MS = 100
/** After a failure, wait longer than a normal poll: a node that is down should not be hammered. */
const RETRY_MS = 1000

/** Follows every chain in the background, each on its own loop, until stopped. */
export function startIndexer(options: IndexerOptions): Indexer {
  const pollMs = options.pollMs ?? DEFAULT_POLL_MS
  let stopped = false
  const loops = options.chains.map((chain) => {
    const follower = createChainFollower(options.db, chain)
    let timer: NodeJS.Timeout | undefined
    let running: Promise<void> = Promise.resolve()

    const tick = async (): Promise<void> => {
      let delay = pollMs
      try {
        const result = await follower.step()
        // More blocks may be waiting: go on at once instead of waiting a poll.
        if (result !== 'idle') delay = 0
      } catch (error) {
        if (!stopped) options.onError?.(error, chain.chainId)
        delay = RETRY_MS
      }
      if (stopped) return
      timer = setTimeout(() => {
        running = tick()
      }, delay)
    }
    running = tick()
    return {
      async stop() {
        clearTimeout(timer)
        await running
      },
    }
  })
  return {
    async stop() {
      stopped = true
      await Promise.all(loops.map((loop) => loop.stop()))
    },
  }
}
