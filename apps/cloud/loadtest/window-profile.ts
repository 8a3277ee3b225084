import { writeFile } from 'node:fs/promises'
import { Session } from 'node:inspector/promises'
import { join } from 'node:path'

/**
 * LOADTEST_CPU_PROFILE_DIR: a V8 CPU profile of each process over the measured window only
 * (publishing, or the API clients' run), not its start, module loading and socket handshakes,
 * which would otherwise dominate a short run's profile. Written as `<name>.<pid>.cpuprofile`.
 */
export function profilerCalls(): Record<string, (command: Record<string, unknown>) => Promise<unknown>> {
  let session: Session | undefined
  return {
    async 'profile-start'() {
      session = new Session()
      session.connect()
      await session.post('Profiler.enable')
      await session.post('Profiler.start')
      return true
    },
    async 'profile-stop'(command) {
      if (!session) return false
      const { profile } = await session.post('Profiler.stop')
      session.disconnect()
      session = undefined
      const file = join(String(command.dir), `${String(command.name)}.${process.pid}.cpuprofile`)
      await writeFile(file, JSON.stringify(profile))
      return file
    },
  }
}

/** The profile directory when profiling was asked for. */
export const profileDir = (): string | undefined => process.env.LOADTEST_CPU_PROFILE_DIR || undefined

/** Starts the window's profiles; the returned function ends them. Nothing when not asked for. */
export async function profileWindow(
  processes: readonly { name: string; caller: { call<T>(command: Record<string, unknown>): Promise<T> } }[],
): Promise<() => Promise<void>> {
  const dir = profileDir()
  if (!dir) return async () => {}
  await Promise.all(processes.map(({ caller }) => caller.call({ cmd: 'profile-start' })))
  return async () => {
    await Promise.all(
      processes.map(({ name, caller }) =>
        caller.call({ cmd: 'profile-stop', dir, name }).catch(() => undefined),
      ),
    )
  }
}
