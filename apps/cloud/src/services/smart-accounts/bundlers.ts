import { parseEther, toHex } from 'viem'
import { callJsonRpc } from '../chains/json-rpc.js'
import { BUNDLER_EXECUTOR, BUNDLER_UTILITY, LAB_AA } from './aa-accounts.js'
import { type AltoOptions, type AltoProcess, startAlto } from './alto-process.js'

/** The bundler of this chain was stopped on purpose (`POST /test/bundler/stop`) and stays down. */
export class BundlerDownError extends Error {
  override name = 'BundlerDownError'
}

export interface Bundlers {
  /** The chain's running bundler, started on first use (and again after it exits). */
  get(chainId: number): Promise<AltoProcess>
  /** Stops the chain's bundler and keeps it down until `start` (a bundler outage, on demand). */
  stop(chainId: number): Promise<void>
  /** Lets the chain's bundler run again and waits until it listens. */
  start(chainId: number): Promise<AltoProcess>
  /** Stops every bundler (the cloud is stopping). */
  close(): Promise<void>
}

const UTILITY_FUNDS = parseEther('100')

/**
 * One Alto per chain, started lazily: a bundler takes several seconds and ~150 MB to start, so a
 * cloud (and each test's cloud) pays for it only once a user operation or a test asks for one.
 */
export function createBundlers(
  chains: readonly { chainId: number; rpcUrl: string }[],
  start: (options: AltoOptions) => Promise<AltoProcess> = startAlto,
): Bundlers {
  const running = new Map<number, Promise<AltoProcess>>()
  const heldDown = new Set<number>()
  let closed = false

  const launch = (chainId: number): Promise<AltoProcess> => {
    const chain = chains.find((entry) => entry.chainId === chainId)
    if (chain === undefined) return Promise.reject(new Error(`No local chain ${chainId}`))
    const started = (async () => {
      // Its simulation contracts are deployed by the utility account, which anvil does not fund.
      const balance = BigInt(
        (await callJsonRpc(chain.rpcUrl, 'eth_getBalance', [BUNDLER_UTILITY.address, 'latest'])) as string,
      )
      if (balance < UTILITY_FUNDS / 2n) {
        await callJsonRpc(chain.rpcUrl, 'anvil_setBalance', [BUNDLER_UTILITY.address, toHex(UTILITY_FUNDS)])
      }
      return start({
        rpcUrl: chain.rpcUrl,
        entryPoints: [LAB_AA.entryPoint, LAB_AA.entryPoint08],
        executorKey: BUNDLER_EXECUTOR.privateKey,
        utilityKey: BUNDLER_UTILITY.privateKey,
      })
    })()
    running.set(chainId, started)
    // A bundler that fails to start, or exits later, is started again by the next request.
    started.then(
      (alto) => alto.exited.then(() => running.get(chainId) === started && running.delete(chainId)),
      () => running.get(chainId) === started && running.delete(chainId),
    )
    return started
  }

  const stopRunning = async (chainId: number) => {
    const current = running.get(chainId)
    running.delete(chainId)
    await (await current?.catch(() => undefined))?.stop()
  }

  return {
    get(chainId) {
      if (closed) return Promise.reject(new BundlerDownError('The cloud is stopping'))
      if (heldDown.has(chainId))
        return Promise.reject(new BundlerDownError(`The bundler of chain ${chainId} is stopped`))
      return running.get(chainId) ?? launch(chainId)
    },
    async stop(chainId) {
      heldDown.add(chainId)
      await stopRunning(chainId)
    },
    start(chainId) {
      heldDown.delete(chainId)
      return this.get(chainId)
    },
    async close() {
      closed = true
      await Promise.all([...running.keys()].map(stopRunning))
    },
  }
}
