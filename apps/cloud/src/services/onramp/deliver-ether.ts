import { callJsonRpc } from '../chains/json-rpc.js'

/**
 * Anvil's dev account #9 (mnemonic "test test … junk"): the on-ramp's treasury, which the chain
 * unlocks. Not a test wallet's account and not the token deployer (whose nonces fix the tokens'
 * addresses), so purchases never disturb either.
 */
export const ONRAMP_TREASURY = '0xa0Ee7A142d267C1f36714E4a8F75612F20a79720'

/**
 * Sends the bought Ether from the treasury and waits for the receipt (anvil mines at once); the
 * hash of a transaction that landed with status 1, or it throws.
 */
export async function deliverEther(rpcUrl: string, to: string, wei: bigint): Promise<string> {
  const hash = (await callJsonRpc(rpcUrl, 'eth_sendTransaction', [
    { from: ONRAMP_TREASURY, to, value: `0x${wei.toString(16)}` },
  ])) as string
  for (let attempt = 0; attempt < 50; attempt++) {
    const receipt = (await callJsonRpc(rpcUrl, 'eth_getTransactionReceipt', [hash])) as {
      status?: string
    } | null
    if (receipt) {
      if (receipt.status !== '0x1') throw new Error(`The transfer ${hash} reverted`)
      return hash
    }
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  throw new Error(`The transfer ${hash} was not mined`)
}
