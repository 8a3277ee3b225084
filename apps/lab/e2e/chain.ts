import { formatBalance } from '@appkit/common'
import {
  createPublicClient,
  createTestClient,
  erc20Abi,
  formatEther,
  formatUnits,
  http,
  parseEther,
} from 'viem'

const client = (rpcUrl: string) => createPublicClient({ transport: http(rpcUrl) })

/** The balance as the chain has it, formatted the way the UI must show it. */
export async function chainBalance(rpcUrl: string, address: `0x${string}`): Promise<string> {
  return `${formatBalance(formatEther(await client(rpcUrl).getBalance({ address })))} ETH`
}

/** Raw balances, read from the chain itself (never through the UI or the API). */
export const etherOf = (rpcUrl: string, address: `0x${string}`) => client(rpcUrl).getBalance({ address })

export const tokenBalanceOf = (rpcUrl: string, token: `0x${string}`, address: `0x${string}`) =>
  client(rpcUrl).readContract({ address: token, abi: erc20Abi, functionName: 'balanceOf', args: [address] })

/**
 * A raw token amount as the account view shows it: floored to 3 decimals, grouped as the browser's
 * en-US locale writes it ("10,000.5"), then the symbol.
 */
export const shownAmount = (raw: bigint, decimals: number, symbol: string) => {
  const [whole = '0', fraction] = formatBalance(formatUnits(raw, decimals)).split('.')
  const grouped = BigInt(whole).toLocaleString('en-US')
  return `${fraction ? `${grouped}.${fraction}` : grouped} ${symbol}`
}

/**
 * Gives `address` exactly `ether` on the chain (anvil's own port, from Node): a test that shows a
 * balance sets its own, so it never depends on what an earlier test of the worker spent.
 */
export async function setEther(rpcUrl: string, address: `0x${string}`, ether: string): Promise<void> {
  const anvil = createTestClient({ mode: 'anvil', transport: http(rpcUrl) })
  await anvil.setBalance({ address, value: parseEther(ether) })
}
