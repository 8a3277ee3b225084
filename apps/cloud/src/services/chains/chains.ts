import { mkdir } from 'node:fs/promises'
import { join } from 'node:path'
import type { ChainConfig } from '../../config.js'
import { type AnvilProcess, startAnvil } from './anvil-process.js'
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

/**
 * The local EVM chains, one anvil each. Created idle so the server can report "not ready" meanwhile.
 * With a `stateDir`, each chain keeps its state in `<stateDir>/<chainId>.json` across restarts.
 */
export function createChains(host: string, configs: readonly ChainConfig[], stateDir?: string): Chains {
  const running = new Map<ChainConfig, AnvilProcess>()

  const list = () =>
    configs.flatMap((config) => {
      const anvil = running.get(config)
      return anvil ? [{ chainId: config.chainId, rpcUrl: anvil.rpcUrl }] : []
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
          running.set(config, await startAnvil({ host, ...config, ...(statePath ? { statePath } : {}) }))
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
      await Promise.all([...running.values()].map((anvil) => anvil.stop()))
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
