import { type Address, concat, encodeDeployData, encodeFunctionData, type Hex } from 'viem'
import { callJsonRpc } from '../chains/json-rpc.js'
import type { CompiledContract } from '../contracts/compile-contract.js'
import {
  AA_DEPLOYER,
  CREATE2_PROXY,
  ENTRY_POINT_07_SALT,
  ENTRY_POINT_08_SALT,
  LAB_AA,
  PAYMASTER_DEPOSIT_WEI,
  SIMPLE_7702_ACCOUNT_SALT,
} from './aa-accounts.js'
import { aa08Artifact, aaArtifact } from './aa-artifacts.js'

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
  entryPoint08: Address
  simple7702Account: Address
  verifyingPaymaster08: Address
}

const RECEIPT_TIMEOUT_MS = 10_000
const RECEIPT_POLL_MS = 20

/** Nonces 0–3: the v0.7 contracts alone, what a chain made before EntryPoint v0.8 joined holds. */
const V07_TRANSACTIONS = 4

/**
 * Puts the EntryPoints v0.7 and v0.8 and Simple7702Account at their canonical addresses (through
 * the CREATE2 proxy, with their published salts and bytecode), deploys SimpleAccountFactory and a
 * verifying paymaster per EntryPoint, and funds the paymasters' deposits; or finds them there (a
 * chain restored from its state file). A chain that has only the v0.7 contracts gets the v0.8 ones.
 */
export async function deployAccountAbstraction(options: {
  rpcUrl: string
  chainId: number
  /** LabVerifyingPaymaster08, compiled (compilePaymaster08). */
  paymaster08: CompiledContract
}): Promise<AaDeployment> {
  const deployment = { chainId: options.chainId, ...LAB_AA }
  const rpc = (method: string, params: unknown[]) => callJsonRpc(options.rpcUrl, method, params)
  const transactions = setupTransactions(options.paymaster08)
  const nonce = Number(await rpc('eth_getTransactionCount', [AA_DEPLOYER.address, 'latest']))
  const last = nonce === transactions.length ? LAB_AA.verifyingPaymaster08 : LAB_AA.verifyingPaymaster
  if (nonce === transactions.length || nonce === V07_TRANSACTIONS) {
    if ((await rpc('eth_getCode', [last, 'latest'])) === '0x')
      throw misused(nonce, options.chainId, transactions.length)
    if (nonce === transactions.length) return deployment
  } else if (nonce !== 0) {
    throw misused(nonce, options.chainId, transactions.length)
  }
  // Sent one after another: a paymaster's constructor checks its EntryPoint, which must exist by then.
  for (const [index, transaction] of transactions.entries()) {
    if (index < nonce) continue
    const hash = (await rpc('eth_sendTransaction', [
      { ...transaction, from: AA_DEPLOYER.address, nonce: `0x${index.toString(16)}` },
    ])) as Hex
    const receipt = await waitForReceipt(options.rpcUrl, hash)
    if (receipt.status !== '0x1') {
      throw new AaDeploymentError(`ERC-4337 set-up transaction ${index} failed on chain ${options.chainId}`)
    }
  }
  for (const address of [LAB_AA.entryPoint, LAB_AA.entryPoint08, LAB_AA.simple7702Account]) {
    if ((await rpc('eth_getCode', [address, 'latest'])) === '0x') {
      throw new AaDeploymentError(
        `The ERC-4337 contract did not land at ${address} on chain ${options.chainId}`,
      )
    }
  }
  return deployment
}

function misused(nonce: number, chainId: number, total: number): AaDeploymentError {
  return new AaDeploymentError(
    `The ERC-4337 deployer ${AA_DEPLOYER.address} has nonce ${nonce} on chain ${chainId}, expected 0, ${V07_TRANSACTIONS} or ${total}: ` +
      'it must be used for nothing but the ERC-4337 contracts',
  )
}

interface Transaction {
  to?: Address
  data: Hex
  value?: Hex
  gas?: Hex
}

/**
 * Nonces 0–3: the EntryPoint v0.7 (CREATE2), the factory, the paymaster, its deposit; 4–7: the
 * EntryPoint v0.8 and Simple7702Account (CREATE2), the v0.8 paymaster, its deposit.
 */
export function setupTransactions(paymaster08: CompiledContract): Transaction[] {
  const factory = aaArtifact('SimpleAccountFactory')
  const paymaster = aaArtifact('VerifyingPaymaster')
  const deposit = (to: Address) => ({
    to,
    data: encodeFunctionData({ abi: paymaster.abi, functionName: 'deposit' }),
    value: `0x${PAYMASTER_DEPOSIT_WEI.toString(16)}` as Hex,
  })
  // The proxy's estimate can fall short for a contract this size: a fixed, ample limit.
  const create2 = (salt: Hex, bytecode: Hex) => ({
    to: CREATE2_PROXY,
    data: concat([salt, bytecode]),
    gas: '0x7a1200' as Hex,
  })
  return [
    create2(ENTRY_POINT_07_SALT, aaArtifact('EntryPoint').bytecode),
    { data: encodeDeployData({ ...factory, args: [LAB_AA.entryPoint] }) },
    { data: encodeDeployData({ ...paymaster, args: [LAB_AA.entryPoint, AA_DEPLOYER.address] }) },
    deposit(LAB_AA.verifyingPaymaster),
    create2(ENTRY_POINT_08_SALT, aa08Artifact('EntryPoint').bytecode),
    create2(SIMPLE_7702_ACCOUNT_SALT, aa08Artifact('Simple7702Account').bytecode),
    { data: encodeDeployData({ ...paymaster08, args: [LAB_AA.entryPoint08, AA_DEPLOYER.address] }) },
    deposit(LAB_AA.verifyingPaymaster08),
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
