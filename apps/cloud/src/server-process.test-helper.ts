import { type ChildProcess, type SpawnOptions, spawn } from 'node:child_process'
import { createServer } from 'node:net'

/*
 * Real servers that tests start themselves (PostgreSQL, Redis): spawned, waited for until their log
 * says they are ready, stopped with their own clean-shutdown signal, and never left behind.
 */

export interface ServerSpawn {
  /** Names the server in errors. */
  name: string
  command: string
  args: string[]
  /** Pipe the streams the server logs to; the others may be ignored. */
  options: SpawnOptions
  /** Text of the log line that says the server accepts connections. */
  ready: string
  timeoutMs: number
}

export function spawnServer({
  name,
  command,
  args,
  options,
  ready,
  timeoutMs,
}: ServerSpawn): Promise<ChildProcess> {
  const child = spawn(command, args, options)
  const killOnExit = () => child.kill('SIGKILL')
  process.once('exit', killOnExit)
  child.once('exit', () => process.off('exit', killOnExit))
  const streams = [child.stdout, child.stderr].filter((stream) => stream !== null)
  return new Promise((resolve, reject) => {
    let log = ''
    const fail = (reason: string) => {
      clearTimeout(timer)
      child.kill('SIGKILL')
      reject(new Error(`${name} ${reason}: ${log.trim().slice(-1000)}`))
    }
    const timer = setTimeout(() => fail('did not start in time'), timeoutMs)
    child.once('error', (error) => fail(`could not be started (${error.message})`))
    child.once('exit', (code) => fail(`exited before it was ready (${code})`))
    const read = (chunk: Buffer) => {
      log += chunk.toString()
      if (!log.includes(ready)) return
      clearTimeout(timer)
      child.removeAllListeners('exit')
      child.once('exit', () => process.off('exit', killOnExit))
      // Keep draining the log so the pipe never fills and blocks the server.
      for (const stream of streams) {
        stream.removeAllListeners('data')
        stream.resume()
      }
      resolve(child)
    }
    for (const stream of streams) stream.on('data', read)
  })
}

/** Sends the server's clean-shutdown signal; what is still running 5 s later is killed. */
export function stopServer(child: ChildProcess, signal: NodeJS.Signals): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve()
  return new Promise((resolve) => {
    const force = setTimeout(() => child.kill('SIGKILL'), 5000)
    child.once('exit', () => {
      clearTimeout(force)
      resolve()
    })
    child.kill(signal)
  })
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer()
    probe.once('error', reject)
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address()
      const port = typeof address === 'object' && address ? address.port : 0
      probe.close(() => resolve(port))
    })
  })
}
