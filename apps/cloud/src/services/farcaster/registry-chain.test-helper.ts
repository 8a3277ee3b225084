import { mkdtemp } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { type Address, createWalletClient, http, publicActions } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { DEV_ACCOUNTS } from '../../config.js'
import { type AnvilProcess, startAnvil } from '../chains/anvil-process.js'
import { compileContract } from '../contracts/compile-contract.js'
import type { FarcasterUser } from './test-fids.js'

// Test-only: a chain with an ID registry (contracts/TestIdRegistry.sol, compiled by solc) deployed
// by a dev account, the given fids registered to their custody addresses: what the cloud reads of
// Farcaster's ID registry on OP mainnet.

const SOURCE = fileURLToPath(new URL('../../../contracts/TestIdRegistry.sol', import.meta.url))

export async function startRegistryChain(
  users: readonly FarcasterUser[],
): Promise<{ anvil: AnvilProcess; registryAddress: Address }> {
  const anvil = await startAnvil({ host: '127.0.0.1', port: 0, chainId: 10 })
  try {
    const { abi, bytecode } = await compileContract(
      { path: SOURCE, name: 'TestIdRegistry', cachePrefix: 'test-id-registry' },
      await mkdtemp(join(tmpdir(), 'id-registry-')),
    )
    const wallet = createWalletClient({
      account: privateKeyToAccount(DEV_ACCOUNTS[0]!.privateKey),
      transport: http(anvil.rpcUrl),
    }).extend(publicActions)
    const deployed = await wallet.waitForTransactionReceipt({
      hash: await wallet.deployContract({ abi, bytecode, chain: null }),
    })
    const registryAddress = deployed.contractAddress!
    for (const user of users) {
      await wallet.waitForTransactionReceipt({
        hash: await wallet.writeContract({
          address: registryAddress,
          abi,
          functionName: 'register',
          args: [BigInt(user.fid), user.custody],
          chain: null,
        }),
      })
    }
    return { anvil, registryAddress }
  } catch (error) {
    await anvil.stop()
    throw error
  }
}
