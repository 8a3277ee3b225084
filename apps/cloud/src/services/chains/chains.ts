import { mkdir } from 'node:fs/promises'
import { join } from 'node:path'
import type { ChainConfig } from '../../config.js'
import type { HostCheckOptions } from '../../edge/host-check.js'
import type { OriginCheckOptions } from '../../edge/origin-check.js'
import { type AnvilProcess, startAnvil } from './anvil-process.js'
import { type ChainGuard, startChainGuard } from './chain-guard.js'
import { callJsonRpc } from './json-rpc.js'

/** A chain as clients see it: what /health lists and what a wallet or dapp connects to. */
export interface ChainInfo {
  chainId: number
  rpcUrl: string
}

export interface Chains {
  /** Starts every chain; resolves once each answers eth_chainId with its own id. */
  start(): Promise<void>
  /** The chains started so far, in config order. */
  list(): ChainInfo[]
  /** Whether every configured chain is up and answers eth_chainId right now. */
  answering(): Promise<boolean>
  stop(): Promise<void>
}

const READY_TIMEOUT_MS = 10_000
const READY_POLL_MS = 100

/** A chain's anvil, on a port of its own, and the guard on the chain's public port. */
interface RunningChain {
  anvil: AnvilProcess
  guard: ChainGuard
}

/**
 * The local EVM chains, one anvil each. Created idle so the server can report "not ready" meanwhile.
 * With a `stateDir`, each chain keeps its state in `<stateDir>/<chainId>.json` across restarts.
 * Each chain's port is a guard (chain-guard.ts: its own Host names, trusted pages only) in front of
 * an anvil that sends no CORS headers, on a free port of its own.
 */
export function createChains(
  host: string,
  configs: readonly ChainConfig[],
  stateDir?: string,
  edge: HostCheckOptions & OriginCheckOptions = {},
): Chains {
  const running = new Map<ChainConfig, RunningChain>()

  const list = () =>
    configs.flatMap((config) => {
      const chain = running.get(config)
      return chain ? [{ chainId: config.chainId, rpcUrl: chain.guard.url }] : []
    })

  const answering = async () => {
    const chains = list()
    if (chains.length < configs.length) return false
    const answers = await Promise.all(chains.map((chain) => answersWithId(chain)))
    return answers.every(Boolean)
  }

  return {
    list,
    answering,
    async start() {
      if (stateDir !== undefined) await mkdir(stateDir, { recursive: true })
      const started = await Promise.allSettled(
        configs.map(async (config) => {
          const statePath = stateDir === undefined ? undefined : join(stateDir, `${config.chainId}.json`)
          const anvil = await startAnvil({
            host,
            ...config,
            port: 0,
            cors: false,
            ...(statePath ? { statePath } : {}),
          })
          const guard = await startChainGuard({
            ...edge,
            host,
            port: config.port,
            target: { host, port: anvil.port },
          }).catch(async (error: unknown) => {
            await anvil.stop()
            throw error
          })
          running.set(config, { anvil, guard })
        }),
      )
      const failure = started.find((result) => result.status === 'rejected')
      if (failure) throw failure.reason
      const deadline = Date.now() + READY_TIMEOUT_MS
      while (!(await answering())) {
        if (Date.now() > deadline) throw new Error('The local chains did not answer eth_chainId in time.')
        await new Promise((resolve) => setTimeout(resolve, READY_POLL_MS))
      }
    },
    async stop() {
      await Promise.all(
        [...running.values()].map(async ({ anvil, guard }) => {
          await guard.close()
          await anvil.stop()
        }),
      )
      running.clear()
    },
  }
}

async function answersWithId(chain: ChainInfo): Promise<boolean> {
  try {
    return (await callJsonRpc(chain.rpcUrl, 'eth_chainId', [], 1000)) === `0x${chain.chainId.toString(16)}`
  } catch {
    return false
  }
}
