import { formatBalance } from '@appkit/common'
import { createPublicClient, formatEther, http } from 'viem'

export const RPC_A = 'http://127.0.0.1:8545'
export const RPC_B = 'http://127.0.0.1:8546'

/** The balance as the chain has it, formatted the way the UI must show it. */
export async function chainBalance(rpcUrl: string, address: `0x${string}`): Promise<string> {
  const client = createPublicClient({ transport: http(rpcUrl) })
  return `${formatBalance(formatEther(await client.getBalance({ address })))} ETH`
}
