import { type Address, concat, encodeDeployData, encodeFunctionData, type Hex } from 'viem'
import { callJsonRpc } from '../chains/json-rpc.js'
import {
  AA_DEPLOYER,
  CREATE2_PROXY,
  ENTRY_POINT_07_SALT,
  LAB_AA,
  PAYMASTER_DEPOSIT_WEI,
} from './aa-accounts.js'
import { aaArtifact } from './aa-artifacts.js'

/** The ERC-4337 contracts cannot be put at their addresses on this chain. */
export class AaDeploymentError extends Error {
  override name = 'AaDeploymentError'
}

/** Where one chain's ERC-4337 contracts are (the same on every chain: LAB_AA). */
export interface AaDeployment {
  chainId: number
  entryPoint: Address
  simpleAccountFactory: Address
  verifyingPaymaster: Address
}

const RECEIPT_TIMEOUT_MS = 10_000
const RECEIPT_POLL_MS = 20

/**
 * Puts the EntryPoint v0.7 at its canonical address (through the CREATE2 proxy, with its published
 * salt and bytecode), deploys SimpleAccountFactory and VerifyingPaymaster, and funds the paymaster's
 * deposit; or finds them there (a chain restored from its state file).
 */
export async function deployAccountAbstraction(options: {
  rpcUrl: string
  chainId: number
}): Promise<AaDeployment> {
  const deployment = { chainId: options.chainId, ...LAB_AA }
  const rpc = (method: string, params: unknown[]) => callJsonRpc(options.rpcUrl, method, params)
  const transactions = setupTransactions()
  const nonce = Number(await rpc('eth_getTransactionCount', [AA_DEPLOYER.address, 'latest']))
  if (
    nonce === transactions.length &&
    (await rpc('eth_getCode', [LAB_AA.verifyingPaymaster, 'latest'])) !== '0x'
  ) {
    return deployment
  }
  if (nonce !== 0) {
    throw new AaDeploymentError(
      `The ERC-4337 deployer ${AA_DEPLOYER.address} has nonce ${nonce} on chain ${options.chainId}, expected 0 or ${transactions.length}: ` +
        'it must be used for nothing but the ERC-4337 contracts',
    )
  }
  // Sent one after another: the paymaster's constructor checks the EntryPoint, which must exist by then.
  for (const [index, transaction] of transactions.entries()) {
    const hash = (await rpc('eth_sendTransaction', [
      { ...transaction, from: AA_DEPLOYER.address, nonce: `0x${index.toString(16)}` },
    ])) as Hex
    const receipt = await waitForReceipt(options.rpcUrl, hash)
    if (receipt.status !== '0x1') {
      throw new AaDeploymentError(`ERC-4337 set-up transaction ${index} failed on chain ${options.chainId}`)
    }
  }
  if ((await rpc('eth_getCode', [LAB_AA.entryPoint, 'latest'])) === '0x') {
    throw new AaDeploymentError(
      `The EntryPoint did not land at ${LAB_AA.entryPoint} on chain ${options.chainId}`,
    )
  }
  return deployment
}

interface Transaction {
  to?: Address
  data: Hex
  value?: Hex
  gas?: Hex
}

/** The EntryPoint (CREATE2), the factory, the paymaster, then the paymaster's deposit: nonces 0–3. */
function setupTransactions(): Transaction[] {
  const entryPoint = aaArtifact('EntryPoint')
  const factory = aaArtifact('SimpleAccountFactory')
  const paymaster = aaArtifact('VerifyingPaymaster')
  return [
    // The proxy's estimate can fall short for a contract this size: a fixed, ample limit.
    { to: CREATE2_PROXY, data: concat([ENTRY_POINT_07_SALT, entryPoint.bytecode]), gas: '0x7a1200' },
    { data: encodeDeployData({ ...factory, args: [LAB_AA.entryPoint] }) },
    { data: encodeDeployData({ ...paymaster, args: [LAB_AA.entryPoint, AA_DEPLOYER.address] }) },
    {
      to: LAB_AA.verifyingPaymaster,
      data: encodeFunctionData({ abi: paymaster.abi, functionName: 'deposit' }),
      value: `0x${PAYMASTER_DEPOSIT_WEI.toString(16)}`,
    },
  ]
}

interface Receipt {
  status: string
}

// anvil may answer eth_sendTransaction before the block is mined: poll for the receipt.
async function waitForReceipt(rpcUrl: string, hash: Hex): Promise<Receipt> {
  const deadline = Date.now() + RECEIPT_TIMEOUT_MS
  for (;;) {
    const receipt = (await callJsonRpc(rpcUrl, 'eth_getTransactionReceipt', [hash])) as Receipt | null
    if (receipt) return receipt
    if (Date.now() > deadline) throw new AaDeploymentError(`No receipt for ${hash}`)
    await new Promise((resolve) => setTimeout(resolve, RECEIPT_POLL_MS))
  }
}
