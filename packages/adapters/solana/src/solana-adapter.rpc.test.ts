import {
  type CaipNetwork,
  InvalidRpcResponseError,
  RpcUrlMissingError,
  TransactionRevertedError,
} from '@appkit/common'
import type { AccountApi, ChainAdapter, TokenBalance } from '@appkit/controllers'
import { SOLANA_TEST_ACCOUNTS } from '@appkit/testing'
import { testNetwork } from '@appkit/testing/node'
import { afterEach, describe, expect, it } from 'vitest'
import { createLoadedSolanaAdapter, type SolanaAdapterOptions } from './solana-adapter.js'
import {
  type FakeSolanaRpc,
  latestBlockhash,
  type SolanaRpcHandler,
  startFakeSolanaRpc,
} from './test-utils/fake-solana-rpc.js'
import { keyedRemoteWallet } from './test-utils/remote-wallet.js'
import { silentEvents as events } from './test-utils/silent-events.js'

// What the adapter reads from the dapp's node and blockchain API, whoever the wallet is.

const [FROM, TO] = SOLANA_TEST_ACCOUNTS
const solana = (id: string, http: string[]) => testNetwork(id, 'solana', http) as CaipNetwork

let node: FakeSolanaRpc | undefined
const adapters: ChainAdapter<'solana'>[] = []
afterEach(async () => {
  for (const adapter of adapters.splice(0)) adapter.teardown?.()
  await node?.close()
  node = undefined
})

async function setup(handlers: Record<string, SolanaRpcHandler>, options?: SolanaAdapterOptions) {
  node = await startFakeSolanaRpc(handlers)
  const network = solana('lab', [node.url])
  const adapter = createLoadedSolanaAdapter(options)
  adapter.setup({ networks: [network], events, projectId: 'test' })
  adapters.push(adapter)
  return { node, network, adapter }
}

const balance = (value: unknown) => () => ({ context: { slot: 1 }, value })

describe('the Solana adapter’s reads', () => {
  it('reads the SOL balance at the adapter’s commitment, in lamports', async () => {
    const { node, network, adapter } = await setup({ getBalance: balance(2_500_000_000) })
    await expect(
      adapter.balances!.getNativeBalance({ address: FROM.address, caipNetwork: network }),
    ).resolves.toEqual({ value: 2_500_000_000n, decimals: 9, symbol: 'SOL' })
    expect(node.paramsOf('getBalance')).toEqual([[FROM.address, { commitment: 'confirmed' }]])
  })

  it('asks the level an older commitment name stands for', async () => {
    const { node, network, adapter } = await setup({ getBalance: balance(0) }, { commitment: 'max' })
    await adapter.balances!.getNativeBalance({ address: FROM.address, caipNetwork: network })
    expect(node.paramsOf('getBalance')).toEqual([[FROM.address, { commitment: 'finalized' }]])
  })

  it('refuses a balance that is not a count of lamports', async () => {
    const { node, network, adapter } = await setup({})
    for (const answer of [null, {}, { value: -1 }, { value: 1.5 }, { value: '5' }, { value: 2 ** 53 }]) {
      node.handlers.getBalance = () => answer
      const reading = adapter.balances!.getNativeBalance({ address: FROM.address, caipNetwork: network })
      await expect(reading).rejects.toBeInstanceOf(InvalidRpcResponseError)
      await expect(reading).rejects.toMatchObject({ details: 'getBalance answered without lamports' })
    }
  })

  it('asks the dapp’s blockchain API for token balances, and has none without one', async () => {
    const asked: unknown[] = []
    const held: TokenBalance[] = [
      { name: 'Solana', symbol: 'SOL', caipNetworkId: 'solana:lab', amount: '2.5', decimals: 9 },
    ]
    const api = {
      getBalances: async (args: unknown) => {
        asked.push(args)
        return held
      },
    } as unknown as AccountApi
    const network = solana('lab', [])
    const adapter = createLoadedSolanaAdapter()
    adapters.push(adapter)
    adapter.setup({ networks: [network], events, projectId: 'test', api: async () => api })
    const args = { address: FROM.address, caipNetwork: network, forceUpdate: true }
    await expect(adapter.balances!.getTokenBalances!(args)).resolves.toBe(held)
    expect(asked).toEqual([{ address: FROM.address, caipNetworkId: 'solana:lab', forceUpdate: true }])

    adapter.setup({ networks: [network], events, projectId: 'test' })
    await expect(adapter.balances!.getTokenBalances!(args)).resolves.toBeUndefined()
  })

  it('estimates a send’s fee from the node, in SOL', async () => {
    const { node, network, adapter } = await setup({
      getLatestBlockhash: latestBlockhash,
      getFeeForMessage: () => ({ context: { slot: 1 }, value: 5_000 }),
    })
    const request = { from: FROM.address, to: TO.address, amount: 1n, caipNetwork: network }
    await expect(adapter.fees!.estimateSendFee(request)).resolves.toEqual({
      value: 5_000n,
      decimals: 9,
      symbol: 'SOL',
    })
    expect(node.calls.map((call) => call.method)).toEqual(['getLatestBlockhash', 'getFeeForMessage'])
  })

  it('waits for a send to reach the adapter’s commitment, and reports a failed one', async () => {
    const status = { slot: 2, confirmations: null, err: null, confirmationStatus: 'finalized' }
    const { node, network, adapter } = await setup({
      getSignatureStatuses: () => ({ context: { slot: 2 }, value: [status] }),
    })
    const args = { hash: 'sig', caipNetwork: network, timeoutMs: 60_000 }
    await expect(adapter.send!.waitForReceipt(args)).resolves.toBe('confirmed')

    node.handlers.getSignatureStatuses = () => ({
      context: { slot: 2 },
      value: [{ ...status, err: 'InsufficientFundsForFee' }],
    })
    await expect(adapter.send!.waitForReceipt(args)).rejects.toBeInstanceOf(TransactionRevertedError)
  })

  it('a network without an RPC URL is RpcUrlMissingError for every read and send, before any request', async () => {
    const { node, adapter } = await setup({})
    const remote = await keyedRemoteWallet(FROM.seed)
    adapter.setup({
      networks: [solana('lab', [node.url])],
      events,
      projectId: 'test',
      walletConnect: { connectorId: 'walletConnect', ...remote } as never,
    })
    const caipNetwork = solana('bare', [])
    const request = { from: FROM.address, to: TO.address, amount: 1n, caipNetwork }
    for (const attempt of [
      () => adapter.balances!.getNativeBalance({ address: FROM.address, caipNetwork }),
      () => adapter.fees!.estimateSendFee(request),
      () => adapter.send!.send({ ...request, connectorId: 'walletConnect' }),
      () => adapter.send!.waitForReceipt({ hash: 'sig', caipNetwork, timeoutMs: 1 }),
    ]) {
      const failing = attempt()
      await expect(failing).rejects.toBeInstanceOf(RpcUrlMissingError)
      await expect(failing).rejects.toMatchObject({ code: 'RPC_URL_MISSING', details: 'solana:bare' })
    }
    expect(node.calls).toEqual([])
    expect(remote.requests).toEqual([])
  })
})
