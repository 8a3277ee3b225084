import {
  type Address,
  createPublicClient,
  createWalletClient,
  type Hex,
  http,
  labelhash,
  namehash,
} from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { callJsonRpc } from '../chains/json-rpc.js'
import type { EnsContracts } from './compile-ens.js'
import { ENS_DEPLOYER, LAB_ENS } from './lab-ens.js'

/** The local ENS cannot be put at its fixed addresses on this chain. */
export class EnsDeploymentError extends Error {
  override name = 'EnsDeploymentError'
}

export interface DeployEnsOptions {
  rpcUrl: string
  chainId: number
  contracts: EnsContracts
  /** The names to set, each resolving to its address and, in reverse, the address to it. */
  names: readonly { name: string; address: Address }[]
}

/**
 * Deploys the registry, the public resolver and the universal resolver, then registers each name
 * (forward and reverse records) on a chain that has none of them yet; a restored chain that has
 * them is left as it is. False when it had them already.
 */
export async function deployLabEns(options: DeployEnsOptions): Promise<boolean> {
  const code = await callJsonRpc(options.rpcUrl, 'eth_getCode', [LAB_ENS.universalResolver, 'latest'])
  if (code !== '0x') return false
  const nonce = Number(
    await callJsonRpc(options.rpcUrl, 'eth_getTransactionCount', [ENS_DEPLOYER.address, 'latest']),
  )
  if (nonce !== 0) {
    throw new EnsDeploymentError(
      `The ENS deployer ${ENS_DEPLOYER.address} has nonce ${nonce} on chain ${options.chainId}: it must be used for nothing but the local ENS`,
    )
  }
  const chain = {
    id: options.chainId,
    name: `chain ${options.chainId}`,
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [options.rpcUrl] } },
  }
  const transport = http(options.rpcUrl)
  const account = privateKeyToAccount(ENS_DEPLOYER.privateKey)
  const wallet = createWalletClient({ account, chain, transport })
  const reader = createPublicClient({ chain, transport, pollingInterval: 20 })
  const mined = async (hash: Hex) => {
    const receipt = await reader.waitForTransactionReceipt({ hash, timeout: 10_000 })
    if (receipt.status !== 'success') throw new EnsDeploymentError(`ENS set-up transaction ${hash} reverted`)
  }
  const { LabEnsRegistry, LabPublicResolver, LabUniversalResolver } = options.contracts
  await mined(await wallet.deployContract({ abi: LabEnsRegistry.abi, bytecode: LabEnsRegistry.bytecode }))
  await mined(await wallet.deployContract({ ...LabPublicResolver, args: [LAB_ENS.registry] }))
  await mined(await wallet.deployContract({ ...LabUniversalResolver, args: [LAB_ENS.registry] }))

  const registry = { address: LAB_ENS.registry, abi: LabEnsRegistry.abi } as const
  const resolver = { address: LAB_ENS.publicResolver, abi: LabPublicResolver.abi } as const
  /** Makes the deployer own `name` (every parent first), with the public resolver. */
  const own = async (name: string) => {
    const labels = name.split('.')
    for (let index = labels.length - 1; index >= 0; index--) {
      const parent = namehash(labels.slice(index + 1).join('.'))
      const args = [parent, labelhash(labels[index]!), ENS_DEPLOYER.address] as const
      await mined(await wallet.writeContract({ ...registry, functionName: 'setSubnodeOwner', args }))
    }
    await mined(
      await wallet.writeContract({
        ...registry,
        functionName: 'setResolver',
        args: [namehash(name), LAB_ENS.publicResolver],
      }),
    )
  }
  for (const { name, address } of options.names) {
    await own(name)
    await mined(
      await wallet.writeContract({ ...resolver, functionName: 'setAddr', args: [namehash(name), address] }),
    )
    const reverse = `${address.slice(2).toLowerCase()}.addr.reverse`
    await own(reverse)
    await mined(
      await wallet.writeContract({ ...resolver, functionName: 'setName', args: [namehash(reverse), name] }),
    )
  }
  return true
}
