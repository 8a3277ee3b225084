import { DEV_ACCOUNTS, POOL_DEPLOYER } from '../../config.js'
import { startAnvil } from '../chains/anvil-process.js'
import { compileLabToken } from '../tokens/compile-token.js'
import { deployTestTokens } from '../tokens/deploy-tokens.js'
import { compileLabSwap } from './compile-swap.js'
import { deploySwap } from './deploy-swap.js'
import { poolSpecsFor } from './swap-pools.js'

/**
 * A chain set up as the cloud's start-up sets up its first one: the test tokens (the pool
 * deployer holding its share, the pools' liquidity), then the pools.
 */
export async function startSwapChain(chainId: number) {
  const anvil = await startAnvil({ host: '127.0.0.1', port: 0, chainId })
  try {
    await deployTestTokens({
      rpcUrl: anvil.rpcUrl,
      chainId,
      contract: await compileLabToken(),
      holders: [...DEV_ACCOUNTS.map((account) => account.address), POOL_DEPLOYER.address],
    })
    const swap = await deploySwap({
      rpcUrl: anvil.rpcUrl,
      chainId,
      contract: await compileLabSwap(),
      pools: poolSpecsFor(chainId),
    })
    return { anvil, swap }
  } catch (error) {
    await anvil.stop()
    throw error
  }
}
