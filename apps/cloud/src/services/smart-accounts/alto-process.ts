import { type ChildProcess, spawn } from 'node:child_process'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import type { Address, Hex } from 'viem'
import { LOOPBACK_PRELOAD_URL } from './loopback-preload.js'

export interface AltoOptions {
  /** The chain's JSON-RPC URL (the cloud's guarded port: Node sends no Origin). */
  rpcUrl: string
  /** The EntryPoints it bundles for (v0.7 and v0.8: one bundler serves both). */
  entryPoints: readonly Address[]
  executorKey: Hex
  utilityKey: Hex
  /** How long Alto may take to listen (it deploys its simulation contracts first on a new chain). */
  startTimeoutMs?: number
}

export interface AltoProcess {
  /** Where the bundler answers JSON-RPC, e.g. http://127.0.0.1:41234. */
  url: string
  /** Resolves when the process has exited, whoever ended it. */
  exited: Promise<void>
  stop(): Promise<void>
}

/** Alto could not be started; the message carries the end of its own output. */
export class AltoStartError extends Error {
  override name = 'AltoStartError'
}

const STOP_GRACE_MS = 3000

/**
 * Starts the ERC-4337 bundler `@pimlico/alto` in a child process on 127.0.0.1 and a free port,
 * and resolves once it listens. Safe mode is off: it needs geth's debug_traceCall tracer, which
 * anvil does not have. It polls the chain every 200 ms: anvil mines each transaction at once.
 */
export function startAlto(options: AltoOptions): Promise<AltoProcess> {
  const args = [
    ...['--entrypoints', options.entryPoints.join(',')],
    ...['--executor-private-keys', options.executorKey],
    ...['--utility-private-key', options.utilityKey],
    ...['--rpc-url', options.rpcUrl],
    ...['--safe-mode', 'false'],
    ...['--port', '0'],
    ...['--block-time', '200'],
    // The executor holds thousands of test Ether; nothing to refill, nothing to watch.
    ...['--refilling-wallets', 'false'],
    ...['--utility-wallet-monitor', 'false'],
    ...['--log-level', 'warn'],
  ]
  const child = spawn(process.execPath, ['--import', LOOPBACK_PRELOAD_URL, altoCli(), ...args], {
    stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
  })
  // The bundler must not outlive the cloud (a crash, a test runner tearing down).
  const killOnExit = () => child.kill('SIGKILL')
  process.once('exit', killOnExit)
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()))
  void exited.then(() => process.off('exit', killOnExit))
  let output = ''
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-4000)
  }
  child.stdout?.on('data', keep)
  child.stderr?.on('data', keep)

  return new Promise((resolve, reject) => {
    let listening = false
    const fail = (reason: string) => {
      if (listening) return
      clearTimeout(timer)
      child.kill('SIGKILL')
      reject(new AltoStartError(`The bundler (Alto) ${reason}${output ? `: ${output.trim()}` : ''}`))
    }
    const timer = setTimeout(() => fail('did not start in time'), options.startTimeoutMs ?? 30_000)
    child.once('error', (error) => fail(`could not be started (${error.message})`))
    child.once('exit', (code, signal) => fail(`exited before listening (${signal ?? code})`))
    child.on('message', (message: { listening?: number }) => {
      if (listening || typeof message?.listening !== 'number') return
      listening = true
      clearTimeout(timer)
      // The channel stays open (the bundler ends when it closes: loopback-preload.ts) without keeping the cloud alive.
      ;(child.channel as { unref?: () => void } | undefined)?.unref?.()
      resolve({ url: `http://127.0.0.1:${message.listening}`, exited, stop: () => stopChild(child, exited) })
    })
  })
}

async function stopChild(child: ChildProcess, exited: Promise<void>): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return
  child.kill('SIGTERM')
  const timer = setTimeout(() => child.kill('SIGKILL'), STOP_GRACE_MS)
  await exited
  clearTimeout(timer)
}

/** Alto's command-line entry (its package exports only its main module: the CLI is found beside it). */
function altoCli(): string {
  const require = createRequire(import.meta.url)
  return join(dirname(require.resolve('@pimlico/alto')), 'cli', 'alto.js')
}
