import type { Database } from '../../db/database.js'
import { type BlockRef, MissingBlockError, readBlockHash, readBlocks, readHead } from './chain-data.js'
import { type ActivityTransaction, extractActivity } from './extract-activity.js'
import { knownTokenAddresses, readCursor, recordedBlocks, rewind, saveBatch } from './history-store.js'
import { findCommonAncestor } from './reorg.js'
import { readTokenMetadata } from './token-metadata.js'

export interface FollowedChain {
  chainId: number
  rpcUrl: string
}

/** What one step did: read new blocks, found nothing new, or went back to follow a changed chain. */
export type StepResult = 'progress' | 'idle' | 'rewound'

export interface ChainFollower {
  /** Reads up to `batchBlocks` new blocks into the database, or notices the chain went back. */
  step(): Promise<StepResult>
}

/**
 * Follows one chain from the block after the stored cursor. A chain that no longer has the cursor's
 * block (a fresh anvil under an old database, an evm_revert, a state file older than the database)
 * is rewound to the newest recorded block it still has, and followed from there.
 */
export function createChainFollower(db: Database, chain: FollowedChain, batchBlocks = 50): ChainFollower {
  // Cached between steps; a save or rewind that finds the stored cursor moved (another instance on
  // the same database indexes too) drops them.
  let cursor: BlockRef | null | undefined
  let tokens: Set<string> | undefined

  // Drops what is cached: the next step reads the stored cursor and tokens again.
  const forget = (): StepResult => {
    cursor = undefined
    tokens = undefined
    return 'idle'
  }

  const goBack = async (from: BlockRef): Promise<StepResult> => {
    const ancestor = await findCommonAncestor(await recordedBlocks(db, chain.chainId), (number) =>
      readBlockHash(chain.rpcUrl, number),
    )
    // Another instance moved the cursor since this one read it: it may have followed the chain already.
    if (!(await rewind(db, chain.chainId, from, ancestor))) return forget()
    cursor = ancestor
    tokens = undefined
    return 'rewound'
  }

  return {
    async step() {
      if (cursor === undefined) cursor = (await readCursor(db, chain.chainId)) ?? null
      tokens ??= await knownTokenAddresses(db, chain.chainId)
      const head = await readHead(chain.rpcUrl)
      if (cursor && head.number === cursor.number && head.hash === cursor.hash) return 'idle'
      if (
        cursor &&
        (head.number < cursor.number || (await readBlockHash(chain.rpcUrl, cursor.number)) !== cursor.hash)
      ) {
        return goBack(cursor)
      }
      const from = cursor ? cursor.number + 1 : 0
      const to = Math.min(head.number, from + batchBlocks - 1)
      const blocks = await readBlocks(chain.rpcUrl, from, to).catch((error: unknown) => {
        if (error instanceof MissingBlockError) return undefined
        throw error
      })
      // A chain that changed while we read: the next step sees it from the cursor and goes back.
      if (!blocks) return 'idle'
      const linked = blocks.every((data, index) => {
        const parent = index === 0 ? cursor?.hash : blocks[index - 1]!.block.hash
        return parent === undefined || data.block.parentHash.toLowerCase() === parent.toLowerCase()
      })
      if (!linked) return 'idle'
      const transactions = blocks.flatMap(extractActivity)
      const newTokens = await Promise.all(
        unknownTokens(transactions, tokens).map((address) => readTokenMetadata(chain.rpcUrl, address)),
      )
      const last = blocks.at(-1)!.block
      const next = { number: Number(last.number), hash: last.hash.toLowerCase() }
      const batch = { transactions, tokens: newTokens, after: cursor, cursor: next }
      // Another instance wrote these blocks first: read where it got to on the next step.
      if (!(await saveBatch(db, chain.chainId, batch))) return forget()
      for (const token of newTokens) tokens.add(token.address)
      cursor = next
      return 'progress'
    },
  }
}

function unknownTokens(transactions: readonly ActivityTransaction[], known: ReadonlySet<string>): string[] {
  const found = new Set<string>()
  for (const transaction of transactions) {
    for (const transfer of transaction.transfers) {
      if (transfer.token !== null && !known.has(transfer.token)) found.add(transfer.token)
    }
  }
  return [...found]
}
