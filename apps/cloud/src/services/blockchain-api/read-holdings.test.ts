import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DEV_ACCOUNTS } from '../../config.js'
import { type AnvilProcess, startAnvil } from '../chains/anvil-process.js'
import { callJsonRpc } from '../chains/json-rpc.js'
import { compileLabToken } from '../tokens/compile-token.js'
import { deployTestTokens } from '../tokens/deploy-tokens.js'
import { testTokensFor } from '../tokens/test-tokens.js'
import { type Asset, chainAssets } from './assets.js'
import { readHoldings } from './read-holdings.js'

const CHAIN = 31337
// Init code of a contract whose every call reverts (runtime: PUSH1 0 PUSH1 0 REVERT).
const REVERTER_INIT_CODE = '0x6460006000fd6000526005601bf3'

async function receiptOf(rpcUrl: string, hash: string): Promise<{ contractAddress: string }> {
  for (;;) {
    const receipt = await callJsonRpc(rpcUrl, 'eth_getTransactionReceipt', [hash])
    if (receipt) return receipt as { contractAddress: string }
    await new Promise((resolve) => setTimeout(resolve, 10))
  }
}

describe('readHoldings', () => {
  let anvil: AnvilProcess
  let reverter: string

  beforeAll(async () => {
    anvil = await startAnvil({ host: '127.0.0.1', port: 0, chainId: CHAIN })
    const contract = await compileLabToken()
    await deployTestTokens({
      rpcUrl: anvil.rpcUrl,
      chainId: CHAIN,
      contract,
      holders: [DEV_ACCOUNTS[0].address],
    })
    const hash = await callJsonRpc(anvil.rpcUrl, 'eth_sendTransaction', [
      { from: DEV_ACCOUNTS[2].address, data: REVERTER_INIT_CODE },
    ])
    reverter = (await receiptOf(anvil.rpcUrl, hash as string)).contractAddress
  }, 30_000)
  afterAll(() => anvil?.stop())

  const extra = (address: string): Asset => ({
    address,
    name: 'X',
    symbol: 'X',
    decimals: 0,
    price: undefined,
  })

  it('reads the native coin and each token in one go, leaving zero balances out', async () => {
    const holdings = await readHoldings(
      anvil.rpcUrl,
      DEV_ACCOUNTS[0].address.toLowerCase(),
      chainAssets(CHAIN, testTokensFor([CHAIN]), []),
    )
    expect(holdings.map((holding) => [holding.asset.symbol, holding.balance])).toEqual([
      ['ETH', 10_000n * 10n ** 18n],
      ['LUSD', 1_000_000n * 10n ** 6n],
      ['LAB', 500n * 10n ** 18n],
      ['ZERO', 100n],
    ])
    const empty = await readHoldings(
      anvil.rpcUrl,
      `0x${'12'.repeat(20)}`,
      chainAssets(CHAIN, testTokensFor([CHAIN]), []),
    )
    expect(empty).toEqual([])
  })

  it('leaves out tokens that cannot be read: no code, or a call that reverts', async () => {
    const assets = [
      ...chainAssets(CHAIN, [], []),
      extra(`0x${'ab'.repeat(20)}`),
      extra(reverter.toLowerCase()),
    ]
    const holdings = await readHoldings(anvil.rpcUrl, DEV_ACCOUNTS[0].address.toLowerCase(), assets)
    expect(holdings.map((holding) => holding.asset.symbol)).toEqual(['ETH'])
  })

  it('fails when even the native balance cannot be read', async () => {
    await expect(
      readHoldings('http://127.0.0.1:1', DEV_ACCOUNTS[0].address, chainAssets(CHAIN, [], [])),
    ).rejects.toThrow()
  })
})
