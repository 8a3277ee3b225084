import { type ChildProcess, spawn } from 'node:child_process'
import { rename, writeFile } from 'node:fs/promises'
import { createInterface } from 'node:readline'
import { gunzipSync } from 'node:zlib'
import { resolveAnvilBinary } from './anvil-binary.js'
import { callJsonRpc } from './json-rpc.js'

export interface AnvilOptions {
  host: string
  /** 0 lets the OS pick; the real port is read back from anvil's output. */
  port: number
  chainId: number
  balanceEth?: number
  /**
   * A file the chain's state is loaded from at start (when it exists) and written to on stop, and
   * every STATE_INTERVAL_S while running, so a crash loses at most that much.
   */
  statePath?: string
  /** false: no CORS headers at all (`--no-cors`), for an anvil behind the chain's guard. */
  cors?: boolean
  /** How long anvil may take to listen before we give up. */
  startTimeoutMs?: number
}

export interface AnvilProcess {
  port: number
  rpcUrl: string
  stop(): Promise<void>
}

const LISTENING = /Listening on ([^\s:]+):(\d+)/
/** A graceful stop (which writes the state file) that takes longer than this is finished with SIGKILL. */
const STOP_GRACE_MS = 5000
const STATE_INTERVAL_S = 30

/**
 * The EVM rules of every local chain, named rather than anvil's moving "latest": Prague is the
 * fork with EIP-7702 (an EOA delegating to Simple7702Account), and the newest one the bundler
 * (Alto) and the contracts we compile (Cancun bytecode) are known to run on.
 */
export const ANVIL_HARDFORK = 'prague'

/** Starts one anvil and resolves once it listens, with the port it actually bound. */
export function startAnvil(options: AnvilOptions): Promise<AnvilProcess> {
  const args = [
    ...['--host', options.host],
    ...['--port', String(options.port)],
    ...['--chain-id', String(options.chainId)],
    ...['--hardfork', ANVIL_HARDFORK],
  ]
  if (options.balanceEth !== undefined) args.push('--balance', String(options.balanceEth))
  if (options.cors === false) args.push('--no-cors')
  if (options.statePath !== undefined) {
    args.push('--state', options.statePath, '--state-interval', String(STATE_INTERVAL_S))
  }
  const child = spawn(resolveAnvilBinary(), args, { stdio: ['ignore', 'pipe', 'pipe'] })
  // The parent may exit without calling stop() (a crash, a test runner tearing down): anvil
  // must not outlive it, holding the port for the next run.
  const killOnExit = () => child.kill('SIGKILL')
  process.once('exit', killOnExit)
  child.once('exit', () => process.off('exit', killOnExit))

  return new Promise((resolve, reject) => {
    let listening = false
    let stderr = ''
    child.stderr?.on('data', (chunk: Buffer) => {
      stderr = (stderr + chunk.toString()).slice(-2000)
    })
    const fail = (reason: string) => {
      if (listening) return
      clearTimeout(timer)
      child.kill('SIGKILL')
      reject(new Error(`anvil (chain ${options.chainId}) ${reason}${stderr ? `: ${stderr.trim()}` : ''}`))
    }
    const timer = setTimeout(() => fail('did not start in time'), options.startTimeoutMs ?? 20_000)
    child.once('error', (error) => fail(`could not be started (${error.message})`))
    child.once('exit', (code, signal) => fail(`exited before listening (${signal ?? code})`))

    // Keep reading stdout to the end, not only up to "Listening": anvil logs every call, and a
    // pipe nobody drains fills up and blocks it.
    createInterface({ input: child.stdout! }).on('line', (line) => {
      const match = listening ? null : LISTENING.exec(line)
      if (!match) return
      listening = true
      clearTimeout(timer)
      const port = Number(match[2])
      const rpcUrl = `http://${match[1]}:${port}`
      const stop = async () => {
        if (options.statePath !== undefined) await saveState(rpcUrl, options.statePath, options.chainId)
        await stopChild(child)
      }
      resolve({ port, rpcUrl, stop })
    })
  })
}

/**
 * Writes the chain's state file before the stop: anvil's own dump on a signal is lost about one stop
 * in three when the machine is busy (it exits before the write lands), so the file is asked for over
 * RPC (anvil_dumpState: gzipped JSON, the format `--state` loads) and written here. A chain that
 * cannot answer keeps its last interval dump.
 */
async function saveState(rpcUrl: string, statePath: string, chainId: number): Promise<void> {
  try {
    const hex = await callJsonRpc(rpcUrl, 'anvil_dumpState', [], 5000)
    if (typeof hex !== 'string') throw new TypeError('anvil_dumpState answered without a hex string')
    const state = gunzipSync(Buffer.from(hex.replace(/^0x/, ''), 'hex'))
    await writeFile(`${statePath}.tmp`, state)
    await rename(`${statePath}.tmp`, statePath)
  } catch (error) {
    console.warn(`[cloud] chain ${chainId}: state not saved on stop`, error)
  }
}

function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve()
  return new Promise((resolve) => {
    const force = setTimeout(() => child.kill('SIGKILL'), STOP_GRACE_MS)
    child.once('exit', () => {
      clearTimeout(force)
      resolve()
    })
    child.kill('SIGTERM')
  })
}
