import { type Address, encodeDeployData, getAddress } from 'viem'
import { TOKEN_DEPLOYER } from '../../config.js'
import { callJsonRpc } from '../chains/json-rpc.js'
import type { CompiledContract } from './compile-token.js'
import { TEST_TOKEN_SPECS, type TestTokenSpec, testTokensFor } from './test-tokens.js'

/** The tokens cannot be put at their fixed addresses on this chain. */
export class TokenDeploymentError extends Error {
  override name = 'TokenDeploymentError'
}

export interface DeployOptions {
  rpcUrl: string
  chainId: number
  contract: CompiledContract
  /** Who gets `perAccount` of each token. */
  holders: readonly Address[]
  specs?: readonly TestTokenSpec[]
}

const RECEIPT_TIMEOUT_MS = 10_000
const RECEIPT_POLL_MS = 20

/**
 * Deploys the test tokens that are not on the chain yet and returns how many it deployed (0 when a
 * restored chain has them all). Token i is the deployer's transaction with nonce i, so the missing
 * ones must be exactly the deployer's next transactions; anything else means the deployer account
 * was used for something else, and the addresses would not be the documented ones.
 */
export async function deployTestTokens(options: DeployOptions): Promise<number> {
  const specs = options.specs ?? TEST_TOKEN_SPECS
  const tokens = testTokensFor([options.chainId]).slice(0, specs.length)
  const codes = await Promise.all(
    tokens.map((token) => callJsonRpc(options.rpcUrl, 'eth_getCode', [token.address, 'latest'])),
  )
  const firstMissing = codes.indexOf('0x')
  if (firstMissing === -1) return 0
  if (codes.slice(firstMissing).some((code) => code !== '0x')) {
    throw new TokenDeploymentError(
      `Test token ${firstMissing} is missing on chain ${options.chainId} but a later one exists`,
    )
  }
  const nonce = Number(
    await callJsonRpc(options.rpcUrl, 'eth_getTransactionCount', [TOKEN_DEPLOYER.address, 'latest']),
  )
  if (nonce !== firstMissing) {
    throw new TokenDeploymentError(
      `The token deployer ${TOKEN_DEPLOYER.address} has nonce ${nonce} on chain ${options.chainId}, expected ${firstMissing}: ` +
        'it must be used for nothing but the test tokens',
    )
  }
  // Sent back to back with explicit nonces (anvil mines each at once), then awaited together.
  const hashes: string[] = []
  for (const [index, spec] of specs.entries()) {
    if (index < firstMissing) continue
    const data = encodeDeployData({
      abi: options.contract.abi,
      bytecode: options.contract.bytecode,
      args: [
        spec.name,
        spec.symbol,
        spec.decimals,
        options.holders,
        spec.perAccount * 10n ** BigInt(spec.decimals),
      ],
    })
    const hash = await callJsonRpc(options.rpcUrl, 'eth_sendTransaction', [
      { from: TOKEN_DEPLOYER.address, data, nonce: `0x${index.toString(16)}` },
    ])
    hashes.push(hash as string)
  }
  const receipts = await Promise.all(hashes.map((hash) => waitForReceipt(options.rpcUrl, hash)))
  receipts.forEach((receipt, offset) => {
    const expected = tokens[firstMissing + offset]!.address
    if (
      receipt.status !== '0x1' ||
      !receipt.contractAddress ||
      getAddress(receipt.contractAddress) !== expected
    ) {
      throw new TokenDeploymentError(`Deploying ${expected} on chain ${options.chainId} failed`)
    }
  })
  return hashes.length
}

interface Receipt {
  status: string
  contractAddress: string | null
}

// anvil may answer eth_sendTransaction before the block is mined: poll for the receipt.
async function waitForReceipt(rpcUrl: string, hash: string): Promise<Receipt> {
  const deadline = Date.now() + RECEIPT_TIMEOUT_MS
  for (;;) {
    const receipt = (await callJsonRpc(rpcUrl, 'eth_getTransactionReceipt', [hash])) as Receipt | null
    if (receipt) return receipt
    if (Date.now() > deadline) throw new TokenDeploymentError(`No receipt for ${hash}`)
    await new Promise((resolve) => setTimeout(resolve, RECEIPT_POLL_MS))
  }
}
