import { mkdtemp, readFile, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { profilerCalls, profileWindow } from './window-profile.js'

describe('window profiles', () => {
  afterEach(() => {
    vi.unstubAllEnvs()
  })

  it('profiles this process from start to stop and writes a V8 CPU profile named after it', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'loadtest-profile-'))
    try {
      const calls = profilerCalls()
      expect(await calls['profile-stop']!({ dir, name: 'none' })).toBe(false)
      await calls['profile-start']!({})
      const file = await calls['profile-stop']!({ dir, name: 'relay1' })
      expect(file).toBe(join(dir, `relay1.${process.pid}.cpuprofile`))
      const profile = JSON.parse(await readFile(String(file), 'utf8')) as { nodes: unknown[] }
      expect(profile.nodes.length).toBeGreaterThan(0)
    } finally {
      await rm(dir, { recursive: true, force: true })
    }
  })

  it('asks nothing of the processes unless LOADTEST_CPU_PROFILE_DIR is set', async () => {
    vi.stubEnv('LOADTEST_CPU_PROFILE_DIR', '')
    const call = vi.fn(async () => true)
    const stop = await profileWindow([{ name: 'relay1', caller: { call: call as never } }])
    await stop()
    expect(call).not.toHaveBeenCalled()
  })

  it('starts and stops every process of the window when it is set', async () => {
    vi.stubEnv('LOADTEST_CPU_PROFILE_DIR', '/tmp/profiles')
    const call = vi.fn(async (_command: Record<string, unknown>) => true)
    const stop = await profileWindow([{ name: 'api1', caller: { call: call as never } }])
    expect(call).toHaveBeenCalledWith({ cmd: 'profile-start' })
    await stop()
    expect(call).toHaveBeenLastCalledWith({ cmd: 'profile-stop', dir: '/tmp/profiles', name: 'api1' })
  })
})
