import { type ChildProcess, fork } from 'node:child_process'
import { fileURLToPath } from 'node:url'
import { profilerCalls } from './window-profile.js'

/**
 * The load test's own processes (relay instances, client workers) run the cloud's TypeScript
 * sources through the loader the cloud's process tests use, so `pnpm loadtest` needs no build and
 * never runs a stale dist. Each talks to the parent over the IPC channel.
 */
const LOADER = fileURLToPath(new URL('../test-helpers/register-source-loader.mjs', import.meta.url))

/** Something that answers the load test's commands: a process, or handlers in this one. */
export interface Caller {
  /** Sends a command and resolves with the reply to it. */
  call<T>(command: Record<string, unknown>): Promise<T>
  /** SIGKILL, or the signal given; resolves once the process has exited. */
  stop(signal?: NodeJS.Signals): Promise<void>
}

export interface TsProcess extends Caller {
  child: ChildProcess
}

export type CallHandlers = Record<string, (command: Record<string, unknown>) => unknown>

export function forkTs(entry: URL, env: Record<string, string> = {}): TsProcess {
  const child = fork(fileURLToPath(entry), [], {
    execArgv: ['--import', LOADER],
    env: { ...process.env, ...env },
    serialization: 'advanced',
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  })
  const killOnExit = () => child.kill('SIGKILL')
  process.once('exit', killOnExit)
  const exited = new Promise<void>((resolve) =>
    child.once('exit', () => {
      process.off('exit', killOnExit)
      resolve()
    }),
  )
  let nextCall = 1
  return {
    child,
    call<T>(command: Record<string, unknown>) {
      const call = nextCall++
      return new Promise<T>((resolve, reject) => {
        const onMessage = (message: { call: number; result?: T; error?: string }) => {
          if (message.call !== call) return
          child.off('message', onMessage)
          child.off('exit', onExit)
          if (message.error === undefined) resolve(message.result as T)
          else reject(new Error(message.error))
        }
        const onExit = (code: number | null, signal: string | null) => {
          child.off('message', onMessage)
          reject(new Error(`${fileURLToPath(entry)} exited (${code ?? signal}) before answering`))
        }
        child.on('message', onMessage)
        child.once('exit', onExit)
        child.send({ ...command, call })
      })
    },
    stop(signal = 'SIGKILL') {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal)
      return exited
    },
  }
}

/** The child's side: answers each command with its handler's result, or its error's message. */
export function serveCalls(own: CallHandlers): void {
  const handlers = { ...profilerCalls(), ...own }
  process.on('message', async (command: Record<string, unknown> & { call: number; cmd: string }) => {
    try {
      const handler = handlers[command.cmd]
      if (!handler) throw new Error(`Unknown command ${command.cmd}`)
      process.send?.({ call: command.call, result: await handler(command) })
    } catch (error) {
      process.send?.({ call: command.call, error: error instanceof Error ? error.message : String(error) })
    }
  })
  // The parent going away (a crash, Ctrl-C) ends the child too: nothing is left running.
  process.on('disconnect', () => process.exit(0))
}

/**
 * The same commands answered in this process (`close` on stop): a small run's clients, so that
 * their code is measured by the tests' coverage too.
 */
export function inProcess(handlers: CallHandlers): Caller {
  return {
    async call<T>(command: Record<string, unknown>) {
      const handler = handlers[String(command.cmd)]
      if (!handler) throw new Error(`Unknown command ${String(command.cmd)}`)
      return (await handler(command)) as T
    },
    async stop() {
      await handlers.close?.({})
    },
  }
}
