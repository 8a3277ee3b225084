import { spawn } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { describe, expect, it, vi } from 'vitest'
import { LOOPBACK_PRELOAD_URL } from './loopback-preload.js'

/** A child that listens the way Alto does (every interface, a given port) under the preload. */
function listenUnderPreload(code: string): Promise<{ reported: number; bound: string }> {
  const child = spawn(
    process.execPath,
    ['--import', LOOPBACK_PRELOAD_URL, '--input-type=module', '-e', code],
    {
      stdio: ['ignore', 'pipe', 'inherit', 'ipc'],
    },
  )
  return new Promise((resolve, reject) => {
    let reported: number | undefined
    let out = ''
    child.on('message', (message: { listening?: number }) => {
      reported = message.listening
    })
    child.stdout?.on('data', (chunk: Buffer) => {
      out += chunk.toString()
    })
    child.once('exit', () =>
      reported === undefined
        ? reject(new Error(`no port reported; ${out}`))
        : resolve({ reported, bound: out.trim() }),
    )
  })
}

describe('the bundler’s loopback preload', () => {
  it('keeps a server asked for 0.0.0.0 off the network (a bundler reachable from other machines)', async () => {
    const { reported, bound } = await listenUnderPreload(`
      import net from 'node:net'
      const server = net.createServer().listen({ port: 0, host: '0.0.0.0' }, () => {
        const { address, port } = server.address()
        console.log(address + ':' + port)
        server.close(() => process.disconnect())
      })`)
    expect(bound).toBe(`127.0.0.1:${reported}`)
  })

  it('also rewrites listen(port, host) and reports the first server only', async () => {
    const { reported, bound } = await listenUnderPreload(`
      import net from 'node:net'
      const first = net.createServer().listen(0, '0.0.0.0', () => {
        const second = net.createServer().listen(0, () => {
          console.log(first.address().address + ':' + first.address().port + ' ' + second.address().address)
          first.close(); second.close(() => process.disconnect())
        })
      })`)
    expect(bound).toBe(`127.0.0.1:${reported} 127.0.0.1`)
  })
  it('ends the bundler when the cloud is killed without stopping it (a bundler left running)', async () => {
    // A "cloud" that starts a long-running child under the preload, prints its pid, then is SIGKILLed.
    const cloud = spawn(
      process.execPath,
      [
        '--input-type=module',
        '-e',
        `import { spawn } from 'node:child_process'
         const child = spawn(process.execPath, ['--import', ${JSON.stringify(LOOPBACK_PRELOAD_URL)}, '-e', 'setInterval(() => {}, 1000)'], { stdio: ['ignore', 'ignore', 'ignore', 'ipc'] })
         console.log(child.pid)`,
      ],
      { stdio: ['ignore', 'pipe', 'inherit'] },
    )
    const pid = await new Promise<number>((resolve) =>
      cloud.stdout?.once('data', (chunk: Buffer) => resolve(Number(chunk.toString()))),
    )
    cloud.kill('SIGKILL')
    // Gone, or a zombie nobody has reaped yet (it has exited all the same).
    const alive = () => {
      try {
        return !/^State:\s+Z/m.test(readFileSync(`/proc/${pid}/status`, 'utf8'))
      } catch {
        return false
      }
    }
    await vi.waitFor(() => expect(alive()).toBe(false), { timeout: 10_000, interval: 100 })
  })
})
