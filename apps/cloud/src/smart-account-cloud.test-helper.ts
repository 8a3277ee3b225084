import {
  type Address,
  type Chain,
  createPublicClient,
  encodeFunctionData,
  erc20Abi,
  type Hex,
  http,
  type PublicClient,
  parseEther,
  toHex,
} from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { startCloud } from './cloud.js'
import type { Cloud } from './cloud-info.js'
import { DEV_ACCOUNTS } from './config.js'
import { callJsonRpc } from './services/chains/json-rpc.js'
import { testTokensFor } from './services/tokens/test-tokens.js'

export const SMART_ACCOUNT_CHAIN_ID = 31337

/** A cloud with one chain and its bundler started, and what the smart-account tests read from it. */
export interface SmartAccountCloud {
  cloud: Cloud
  client: PublicClient
  chain: Chain
  /** The first test token: the same address on every fresh chain, so a project's policy can name it. */
  token: Address
  bundlerUrl(projectId?: string): string
  paymasterUrl(projectId: string): string
  ethOf(address: Address): Promise<bigint>
  tokensOf(address: Address): Promise<bigint>
  /** Gives `address` 1 ETH and 1,000 test tokens. */
  fund(address: Address): Promise<void>
  /** Two token transfers, 10 and 20 units, as calls of one batch. */
  twoTransfers(to: readonly [Address, Address]): { to: Address; data: Hex }[]
}

/**
 * Projects `sponsored` (all gas), `tokens` (calls to the test token only) and any other (none). The
 * bundler starts on first use; starting it here keeps its seconds out of each test's limit.
 */
export async function startSmartAccountCloud(): Promise<SmartAccountCloud> {
  const token = testTokensFor([SMART_ACCOUNT_CHAIN_ID])[0]!.address
  const cloud = await startCloud({
    host: '127.0.0.1',
    port: 0,
    relayPort: 0,
    chains: [{ chainId: SMART_ACCOUNT_CHAIN_ID, port: 0 }],
    testMode: true,
    sponsorship: {
      default: { kind: 'none' },
      projects: { sponsored: { kind: 'all' }, tokens: { kind: 'contracts', contracts: [token] } },
    },
  })
  const rpcUrl = cloud.chains[0]!.rpcUrl
  const chain: Chain = {
    id: SMART_ACCOUNT_CHAIN_ID,
    name: 'Lab A',
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [rpcUrl] } },
  }
  const client = createPublicClient({ chain, transport: http(rpcUrl), pollingInterval: 50 })
  await cloud.startBundler(SMART_ACCOUNT_CHAIN_ID)
  const query = (projectId: string) => `?chainId=eip155:${SMART_ACCOUNT_CHAIN_ID}&projectId=${projectId}`
  const transfer = (to: Address, amount: bigint) =>
    encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [to, amount] })
  return {
    cloud,
    client,
    chain,
    token,
    bundlerUrl: (projectId = 'lab') => `${cloud.smartAccounts.bundlerUrl}${query(projectId)}`,
    paymasterUrl: (projectId) => `${cloud.smartAccounts.paymasterUrl}${query(projectId)}`,
    ethOf: (address) => client.getBalance({ address }),
    tokensOf: (address) =>
      client.readContract({ address: token, abi: erc20Abi, functionName: 'balanceOf', args: [address] }),
    async fund(address) {
      await callJsonRpc(rpcUrl, 'anvil_setBalance', [address, toHex(parseEther('1'))])
      const hash = (await callJsonRpc(rpcUrl, 'eth_sendTransaction', [
        { from: DEV_ACCOUNTS[0].address, to: token, data: transfer(address, 1000n) },
      ])) as Hex
      await client.waitForTransactionReceipt({ hash })
    },
    twoTransfers: (to) =>
      to.map((recipient, at) => ({ to: token, data: transfer(recipient, BigInt(at + 1) * 10n) })),
  }
}

/** An address nobody holds a key to in the test. */
export const stranger = () => privateKeyToAccount(generatePrivateKey()).address
