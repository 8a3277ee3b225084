/**
 * The coin fees are paid in, by EVM chain id, for the approval screen. The secure site knows only
 * the chain id (the dapp's network list is the dapp's word), so an unknown chain is named by its id
 * rather than by a symbol the dapp chose.
 */
const SYMBOLS: Record<number, string> = {
  1: 'ETH',
  10: 'ETH',
  56: 'BNB',
  100: 'xDAI',
  137: 'POL',
  324: 'ETH',
  8453: 'ETH',
  42161: 'ETH',
  42220: 'CELO',
  43114: 'AVAX',
  7777777: 'ETH',
  11155111: 'ETH',
  // anvil and Hardhat's default chain, the lab's.
  31337: 'ETH',
}

export function nativeCoinSymbol(chainId: number): string {
  return SYMBOLS[chainId] ?? `(coin of eip155:${chainId})`
}
