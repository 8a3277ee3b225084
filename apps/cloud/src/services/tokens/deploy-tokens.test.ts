import { decodeFunctionResult, encodeFunctionData, erc20Abi } from 'viem'
import { afterEach, describe, expect, it } from 'vitest'
import { DEV_ACCOUNTS, TOKEN_DEPLOYER } from '../../config.js'
import { type AnvilProcess, startAnvil } from '../chains/anvil-process.js'
import { callJsonRpc } from '../chains/json-rpc.js'
import { compileLabToken } from './compile-token.js'
import { deployTestTokens, TokenDeploymentError } from './deploy-tokens.js'
import { TEST_TOKEN_SPECS, testTokensFor } from './test-tokens.js'

let anvil: AnvilProcess | undefined

afterEach(async () => {
  await anvil?.stop()
  anvil = undefined
})

async function read(
  rpcUrl: string,
  token: `0x${string}`,
  call: 'symbol' | 'decimals' | 'balanceOf',
  holder?: `0x${string}`,
) {
  const data =
    call === 'balanceOf'
      ? encodeFunctionData({ abi: erc20Abi, functionName: call, args: [holder!] })
      : encodeFunctionData({ abi: erc20Abi, functionName: call })
  const result = (await callJsonRpc(rpcUrl, 'eth_call', [{ to: token, data }, 'latest'])) as `0x${string}`
  return decodeFunctionResult({ abi: erc20Abi, functionName: call, data: result })
}

describe('deployTestTokens', () => {
  it('deploys each token at its documented address with the dev accounts’ balances, once', async () => {
    anvil = await startAnvil({ host: '127.0.0.1', port: 0, chainId: 31338 })
    const options = {
      rpcUrl: anvil.rpcUrl,
      chainId: 31338,
      contract: await compileLabToken(),
      holders: DEV_ACCOUNTS.map((account) => account.address),
    }
    await expect(deployTestTokens(options)).resolves.toBe(3)

    const [lusd, lab, zero] = testTokensFor([31338])
    expect(await read(anvil.rpcUrl, lusd!.address, 'symbol')).toBe('LUSD')
    expect(await read(anvil.rpcUrl, lab!.address, 'decimals')).toBe(18)
    for (const account of DEV_ACCOUNTS) {
      expect(await read(anvil.rpcUrl, lusd!.address, 'balanceOf', account.address)).toBe(
        1_000_000n * 10n ** 6n,
      )
      expect(await read(anvil.rpcUrl, lab!.address, 'balanceOf', account.address)).toBe(500n * 10n ** 18n)
      expect(await read(anvil.rpcUrl, zero!.address, 'balanceOf', account.address)).toBe(100n)
    }
    await expect(deployTestTokens(options)).resolves.toBe(0)
  })

  it('finishes a deployment that stopped half-way', async () => {
    anvil = await startAnvil({ host: '127.0.0.1', port: 0, chainId: 31337 })
    const options = { rpcUrl: anvil.rpcUrl, chainId: 31337, contract: await compileLabToken(), holders: [] }
    await expect(deployTestTokens({ ...options, specs: TEST_TOKEN_SPECS.slice(0, 1) })).resolves.toBe(1)
    await expect(deployTestTokens(options)).resolves.toBe(2)
    const [, , zero] = testTokensFor([31337])
    expect(await read(anvil.rpcUrl, zero!.address, 'symbol')).toBe('ZERO')
  })

  it('refuses when the deployer account was used for something else', async () => {
    anvil = await startAnvil({ host: '127.0.0.1', port: 0, chainId: 31337 })
    await callJsonRpc(anvil.rpcUrl, 'eth_sendTransaction', [
      { from: TOKEN_DEPLOYER.address, to: DEV_ACCOUNTS[0].address, value: '0x1' },
    ])
    const attempt = deployTestTokens({
      rpcUrl: anvil.rpcUrl,
      chainId: 31337,
      contract: await compileLabToken(),
      holders: [],
    })
    await expect(attempt).rejects.toBeInstanceOf(TokenDeploymentError)
    await expect(attempt).rejects.toThrow(/has nonce 1 on chain 31337, expected 0/)
  })
})
