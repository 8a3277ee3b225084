import { EventEmitter } from 'node:events'
import { vi } from 'vitest'
import type { CloudHost } from './run.js'

/** A fake process for the commands: signals are emitted by hand, the exit code is recorded. */
export function fakeHost(env: Record<string, string>) {
  const emitter = new EventEmitter()
  const exit = vi.fn()
  const exited = new Promise<number | undefined>((resolve) => exit.mockImplementation(resolve))
  const host: CloudHost = {
    env,
    ppid: 1234,
    once: (signal, handler) => emitter.once(signal, handler),
    exit,
  }
  return { host, signal: (name: 'SIGINT' | 'SIGTERM') => emitter.emit(name), exited }
}
