/*
 * The constant-product maths of LabSwap.sol, in bigints, so a test can hold the contract to it and
 * the API can say what a trade does to the price. The contract stays the authority for quotes.
 */

const FEE_NUMERATOR = 997n
const FEE_DENOMINATOR = 1000n

/** What `amountIn` buys from reserves `reserveIn`/`reserveOut`; undefined when the pool cannot pay. */
export function amountOut(amountIn: bigint, reserveIn: bigint, reserveOut: bigint): bigint | undefined {
  if (reserveIn === 0n || reserveOut === 0n || amountIn <= 0n) return undefined
  const inWithFee = amountIn * FEE_NUMERATOR
  const out = (inWithFee * reserveOut) / (reserveIn * FEE_DENOMINATOR + inWithFee)
  return out === 0n ? undefined : out
}

/** The least input that buys `wanted`; undefined when the pool does not hold that much. */
export function amountIn(wanted: bigint, reserveIn: bigint, reserveOut: bigint): bigint | undefined {
  if (reserveIn === 0n || wanted <= 0n || wanted >= reserveOut) return undefined
  return (reserveIn * wanted * FEE_DENOMINATOR) / ((reserveOut - wanted) * FEE_NUMERATOR) + 1n
}

/**
 * How much worse than the pool's price before the trade the trade's own price is, in percent (the
 * fee included), to two decimals.
 */
export function priceImpactPercent(
  amountInRaw: bigint,
  amountOutRaw: bigint,
  reserveIn: bigint,
  reserveOut: bigint,
): number {
  if (amountInRaw <= 0n || reserveOut === 0n) return 0
  // executed / spot = (out / in) / (reserveOut / reserveIn), in parts per million.
  const ratioPpm = (amountOutRaw * reserveIn * 1_000_000n) / (amountInRaw * reserveOut)
  const impactBps = (1_000_000n - ratioPpm) / 100n
  return Number(impactBps < 0n ? 0n : impactBps) / 100
}

/** The least the swap may give back at `slippagePercent` (spec §9: 1) below the quote. */
export function minimumOut(quoted: bigint, slippagePercent: number): bigint {
  const bps = BigInt(Math.round(slippagePercent * 100))
  return (quoted * (10_000n - bps)) / 10_000n
}
