import { spawn } from 'node:child_process'
import { existsSync } from 'node:fs'
import { createRequire } from 'node:module'
import { createInterface } from 'node:readline'

export interface TestAnvil {
  rpcUrl: string
  stop(): Promise<void>
}

/** The native binary of @foundry-rs/anvil: killing it frees the port, with no wrapper process left. */
function anvilBinary(): string {
  const fromAnvil = createRequire(createRequire(import.meta.url).resolve('@foundry-rs/anvil/package.json'))
  const arch = process.arch === 'x64' ? 'amd64' : process.arch
  const path = fromAnvil.resolve(`@foundry-rs/anvil-${process.platform}-${arch}/bin/anvil`)
  if (!existsSync(path)) throw new Error(`anvil binary missing at ${path}`)
  return path
}

/** A real local chain for one test file, on a port the OS picks (read back from anvil's output). */
export function startTestAnvil(args: string[] = []): Promise<TestAnvil> {
  const child = spawn(anvilBinary(), ['--host', '127.0.0.1', '--port', '0', ...args], {
    stdio: ['ignore', 'pipe', 'inherit'],
  })
  const kill = () => child.kill('SIGKILL')
  process.once('exit', kill)
  return new Promise((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`anvil exited with ${code} before listening`)))
    // Read every line, not only up to "Listening": an undrained pipe would block anvil.
    createInterface({ input: child.stdout }).on('line', (line) => {
      const match = /Listening on (\S+)/.exec(line)
      if (!match) return
      resolve({
        rpcUrl: `http://${match[1]}`,
        stop: () =>
          new Promise((done) => {
            process.off('exit', kill)
            if (child.exitCode !== null) return done()
            child.once('exit', () => done())
            child.kill('SIGTERM')
          }),
      })
    })
  })
}
