import { createRequire } from 'node:module'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { type AnvilProcess, startAnvil } from '../chains/anvil-process.js'
import { callJsonRpc } from '../chains/json-rpc.js'
import { AA_DEPLOYER, LAB_AA, PAYMASTER_DEPOSIT_WEI } from './aa-accounts.js'
import { deployAccountAbstraction } from './deploy-aa.js'

let anvil: AnvilProcess
beforeEach(async () => {
  anvil = await startAnvil({ host: '127.0.0.1', port: 0, chainId: 31337 })
})
afterEach(() => anvil.stop())

const code = (address: string) => callJsonRpc(anvil.rpcUrl, 'eth_getCode', [address, 'latest'])

describe('deployAccountAbstraction', () => {
  it("puts the published EntryPoint's code at the canonical address, then the factory and the funded paymaster", async () => {
    const deployment = await deployAccountAbstraction({ rpcUrl: anvil.rpcUrl, chainId: 31337 })
    expect(deployment).toEqual({ chainId: 31337, ...LAB_AA })
    // The published runtime code, byte for byte but for the immutable SenderCreator address it holds.
    const { deployedBytecode } = createRequire(import.meta.url)(
      '@account-abstraction/contracts/artifacts/EntryPoint.json',
    )
    expect(((await code(LAB_AA.entryPoint)) as string).length).toBe(deployedBytecode.length)
    expect(await code(LAB_AA.simpleAccountFactory)).not.toBe('0x')
    const deposit = await callJsonRpc(anvil.rpcUrl, 'eth_call', [
      {
        to: LAB_AA.entryPoint,
        data: `0x70a08231${LAB_AA.verifyingPaymaster.slice(2).toLowerCase().padStart(64, '0')}`,
      },
      'latest',
    ])
    expect(BigInt(deposit as string)).toBe(PAYMASTER_DEPOSIT_WEI)
  })

  it('finds them on a chain that has them (a restart on its state file) and sends nothing', async () => {
    await deployAccountAbstraction({ rpcUrl: anvil.rpcUrl, chainId: 31337 })
    await deployAccountAbstraction({ rpcUrl: anvil.rpcUrl, chainId: 31337 })
    expect(await callJsonRpc(anvil.rpcUrl, 'eth_getTransactionCount', [AA_DEPLOYER.address, 'latest'])).toBe(
      '0x4',
    )
  })

  it('refuses a chain where the deployer was used for something else (the contracts would land elsewhere)', async () => {
    await callJsonRpc(anvil.rpcUrl, 'anvil_setNonce', [AA_DEPLOYER.address, '0x1'])
    await expect(deployAccountAbstraction({ rpcUrl: anvil.rpcUrl, chainId: 31337 })).rejects.toThrow(
      `The ERC-4337 deployer ${AA_DEPLOYER.address} has nonce 1 on chain 31337, expected 0 or 4`,
    )
  })
})
