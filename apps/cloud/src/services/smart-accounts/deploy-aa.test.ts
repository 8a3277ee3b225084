import { createRequire } from 'node:module'
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { type AnvilProcess, startAnvil } from '../chains/anvil-process.js'
import { callJsonRpc } from '../chains/json-rpc.js'
import type { CompiledContract } from '../contracts/compile-contract.js'
import { AA_DEPLOYER, LAB_AA, PAYMASTER_DEPOSIT_WEI } from './aa-accounts.js'
import { compilePaymaster08 } from './compile-paymaster-08.js'
import { deployAccountAbstraction, setupTransactions } from './deploy-aa.js'

let anvil: AnvilProcess
let paymaster08: CompiledContract
beforeAll(async () => {
  // Warm: the global setup compiled it.
  paymaster08 = await compilePaymaster08()
})
beforeEach(async () => {
  anvil = await startAnvil({ host: '127.0.0.1', port: 0, chainId: 31337 })
})
afterEach(() => anvil.stop())

const code = (address: string) => callJsonRpc(anvil.rpcUrl, 'eth_getCode', [address, 'latest'])
const deploy = () => deployAccountAbstraction({ rpcUrl: anvil.rpcUrl, chainId: 31337, paymaster08 })
const depositOf = async (entryPoint: string, paymaster: string) =>
  BigInt(
    (await callJsonRpc(anvil.rpcUrl, 'eth_call', [
      { to: entryPoint, data: `0x70a08231${paymaster.slice(2).toLowerCase().padStart(64, '0')}` },
      'latest',
    ])) as string,
  )
const published = (pkg: string, name: string) =>
  (createRequire(import.meta.url)(`${pkg}/artifacts/${name}.json`) as { deployedBytecode: string })
    .deployedBytecode

describe('deployAccountAbstraction', () => {
  it("puts the published EntryPoints' and Simple7702Account's code at their canonical addresses, then the factory and the funded paymasters", async () => {
    expect(await deploy()).toEqual({ chainId: 31337, ...LAB_AA })
    // The published runtime code, byte for byte but for the immutable SenderCreator address it holds.
    const v07 = '@account-abstraction/contracts'
    const v08 = '@account-abstraction/contracts-v08'
    expect(((await code(LAB_AA.entryPoint)) as string).length).toBe(published(v07, 'EntryPoint').length)
    expect(((await code(LAB_AA.entryPoint08)) as string).length).toBe(published(v08, 'EntryPoint').length)
    expect(await code(LAB_AA.simple7702Account)).toBe(published(v08, 'Simple7702Account'))
    expect(await code(LAB_AA.simpleAccountFactory)).not.toBe('0x')
    expect(await depositOf(LAB_AA.entryPoint, LAB_AA.verifyingPaymaster)).toBe(PAYMASTER_DEPOSIT_WEI)
    expect(await depositOf(LAB_AA.entryPoint08, LAB_AA.verifyingPaymaster08)).toBe(PAYMASTER_DEPOSIT_WEI)
  })

  it('finds them on a chain that has them (a restart on its state file) and sends nothing', async () => {
    await deploy()
    await deploy()
    expect(await callJsonRpc(anvil.rpcUrl, 'eth_getTransactionCount', [AA_DEPLOYER.address, 'latest'])).toBe(
      '0x8',
    )
  })

  it('adds the v0.8 contracts to a chain saved before they existed (only the v0.7 ones on it)', async () => {
    for (const [index, transaction] of setupTransactions(paymaster08).slice(0, 4).entries()) {
      await callJsonRpc(anvil.rpcUrl, 'eth_sendTransaction', [
        { ...transaction, from: AA_DEPLOYER.address, nonce: `0x${index.toString(16)}` },
      ])
    }
    expect(await code(LAB_AA.verifyingPaymaster)).not.toBe('0x')
    expect(await code(LAB_AA.entryPoint08)).toBe('0x')

    expect(await deploy()).toEqual({ chainId: 31337, ...LAB_AA })
    expect(await code(LAB_AA.simple7702Account)).toBe(
      published('@account-abstraction/contracts-v08', 'Simple7702Account'),
    )
    expect(await depositOf(LAB_AA.entryPoint08, LAB_AA.verifyingPaymaster08)).toBe(PAYMASTER_DEPOSIT_WEI)
  })

  it('refuses a chain where the deployer was used for something else (the contracts would land elsewhere)', async () => {
    await callJsonRpc(anvil.rpcUrl, 'anvil_setNonce', [AA_DEPLOYER.address, '0x1'])
    await expect(deploy()).rejects.toThrow(
      `The ERC-4337 deployer ${AA_DEPLOYER.address} has nonce 1 on chain 31337, expected 0, 4 or 8`,
    )
  })

  it('refuses a deployer at nonce 4 whose transactions did not make the v0.7 paymaster', async () => {
    await callJsonRpc(anvil.rpcUrl, 'anvil_setNonce', [AA_DEPLOYER.address, '0x4'])
    await expect(deploy()).rejects.toThrow('has nonce 4 on chain 31337, expected 0, 4 or 8')
  })
})
