import type { SiwxMessageData, SiwxSession } from '@appkit/controllers'
import { TEST_ACCOUNTS } from '@appkit/testing'
import { startTestAnvil, type TestAnvil } from '@appkit/testing/node'
import {
  type Address,
  createPublicClient,
  createWalletClient,
  encodeFunctionData,
  type Hex,
  type HttpTransport,
  http,
  type PrivateKeyAccount,
  type PublicClient,
  serializeErc6492Signature,
  type WalletClient,
} from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { anvil } from 'viem/chains'
import { formatSiwxMessage } from '../message/format-message.js'
import {
  testAccountFactoryAbi,
  testAccountFactoryBytecode,
  testOwnedAccountAbi,
  testOwnedAccountBytecode,
} from '../test-contracts/test-accounts.js'
import { evmData } from './fixtures.js'

// Test-only: a real anvil with the test smart accounts of src/test-contracts deployed on demand.

export interface TestChain {
  anvil: TestAnvil
  client: PublicClient<HttpTransport, typeof anvil>
  chainId: number
  /** Deploys an ERC-1271 account owned by `owner`. */
  deployAccount(owner: Address): Promise<Address>
  /** Deploys the CREATE2 factory; accounts it would make are not deployed. */
  deployFactory(): Promise<Address>
}

export async function startTestChain(): Promise<TestChain> {
  const node = await startTestAnvil()
  const client = createPublicClient({ chain: anvil, transport: http(node.rpcUrl) })
  // Anvil's funded account #0 pays for the deployments.
  const deployer: WalletClient<HttpTransport, typeof anvil, PrivateKeyAccount> = createWalletClient({
    account: privateKeyToAccount(TEST_ACCOUNTS[0].privateKey),
    chain: anvil,
    transport: http(node.rpcUrl),
  })
  const deployed = async (hash: Hex) => {
    const receipt = await client.waitForTransactionReceipt({ hash, pollingInterval: 50 })
    if (!receipt.contractAddress) throw new Error('deployment made no contract')
    return receipt.contractAddress
  }
  return {
    anvil: node,
    client,
    chainId: anvil.id,
    deployAccount: async (owner) =>
      deployed(
        await deployer.deployContract({
          abi: testOwnedAccountAbi,
          bytecode: testOwnedAccountBytecode,
          args: [owner],
        }),
      ),
    deployFactory: async () =>
      deployed(
        await deployer.deployContract({ abi: testAccountFactoryAbi, bytecode: testAccountFactoryBytecode }),
      ),
  }
}

/** The address the factory would deploy `owner`'s account at, and the ERC-6492 wrapper of a signature. */
export async function counterfactualAccount(chain: TestChain, factory: Address, owner: Address, salt: Hex) {
  const address = await chain.client.readContract({
    address: factory,
    abi: testAccountFactoryAbi,
    functionName: 'predict',
    args: [owner, salt],
  })
  const factoryData = encodeFunctionData({
    abi: testAccountFactoryAbi,
    functionName: 'deploy',
    args: [owner, salt],
  })
  const wrap = (signature: Hex) =>
    serializeErc6492Signature({ address: factory, data: factoryData, signature })
  return { address, wrap }
}

/** An EIP-4361 session of `address` on `chainId`, its text signed by `signer`. */
export async function evmSession(
  signer: PrivateKeyAccount,
  overrides: Partial<SiwxMessageData> = {},
): Promise<SiwxSession> {
  const data = evmData({ accountAddress: signer.address, ...overrides })
  const message = formatSiwxMessage(data)
  return { data, message, signature: await signer.signMessage({ message }) }
}
