import { BITCOIN_FEE_TARGET_BLOCKS } from '@appkit/common'
import { FeeEstimatesUnavailableError } from '../errors.js'

/** Bitcoin Core's default minimum relay fee: a node refuses a transaction paying less per vbyte. */
export const MIN_RELAY_FEE_RATE = 1

/**
 * The fee rate (sat/vB) for `target` blocks from Esplora's estimates: the estimate for that target,
 * else the nearest faster one (it pays more, never less), else the nearest slower one; never below
 * the minimum relay fee. No usable estimate at all is FeeEstimatesUnavailableError.
 */
export function feeRateFrom(estimates: Record<string, number>, target = BITCOIN_FEE_TARGET_BLOCKS): number {
  const usable = Object.entries(estimates)
    .filter(([blocks, rate]) => /^[1-9]\d*$/.test(blocks) && Number.isFinite(rate) && rate >= 0)
    .map(([blocks, rate]) => ({ blocks: Number(blocks), rate }))
  const faster = usable.filter((e) => e.blocks <= target).sort((a, b) => b.blocks - a.blocks)[0]
  const slower = usable.filter((e) => e.blocks > target).sort((a, b) => a.blocks - b.blocks)[0]
  const chosen = faster ?? slower
  if (!chosen) throw new FeeEstimatesUnavailableError({ details: 'the fee estimates name no target' })
  return Math.max(chosen.rate, MIN_RELAY_FEE_RATE)
}
