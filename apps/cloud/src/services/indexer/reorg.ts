import type { BlockRef } from './chain-data.js'

/**
 * The newest of the `recorded` blocks (ascending by number) that the chain still has, or null when
 * it has none of them. The chain keeps a prefix of what was recorded (a revert or a restart from an
 * older state drops the newest blocks), so a binary search needs only O(log n) node calls.
 */
export async function findCommonAncestor(
  recorded: readonly BlockRef[],
  hashOnChain: (number: number) => Promise<string | null>,
): Promise<BlockRef | null> {
  let low = 0
  let high = recorded.length - 1
  let found: BlockRef | null = null
  while (low <= high) {
    const middle = Math.floor((low + high) / 2)
    const block = recorded[middle]!
    if ((await hashOnChain(block.number)) === block.hash) {
      found = block
      low = middle + 1
    } else {
      high = middle - 1
    }
  }
  return found
}
