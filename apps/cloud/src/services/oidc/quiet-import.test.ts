import { afterEach, describe, expect, it, vi } from 'vitest'
import { importWithout, UNSUPPORTED_RUNTIME_LINE } from './quiet-import.js'

afterEach(() => {
  vi.restoreAllMocks()
})

describe('importWithout', () => {
  it('leaves out exactly the runtime line, plain or coloured, and prints every other warning', async () => {
    const printed: unknown[][] = []
    vi.spyOn(console, 'warn').mockImplementation((...args: unknown[]) => {
      printed.push(args)
    })
    const value = await importWithout(UNSUPPORTED_RUNTIME_LINE, async () => {
      console.warn(UNSUPPORTED_RUNTIME_LINE)
      console.warn(`\x1b[31;1m${UNSUPPORTED_RUNTIME_LINE}\x1b[0m`)
      console.warn(`${UNSUPPORTED_RUNTIME_LINE} (and more)`)
      console.warn('oidc-provider WARNING: a real problem')
      console.warn(UNSUPPORTED_RUNTIME_LINE, 'with a detail')
      return 42
    })
    expect(value).toBe(42)
    expect(printed).toEqual([
      [`${UNSUPPORTED_RUNTIME_LINE} (and more)`],
      ['oidc-provider WARNING: a real problem'],
      [UNSUPPORTED_RUNTIME_LINE, 'with a detail'],
    ])
  })

  it('puts console.warn back after the import, also when it fails', async () => {
    const original = console.warn
    await expect(
      importWithout(UNSUPPORTED_RUNTIME_LINE, async () => {
        throw new Error('no such module')
      }),
    ).rejects.toThrow('no such module')
    expect(console.warn).toBe(original)
  })

  it('names the line oidc-provider really prints on an older runtime', async () => {
    const source = await import('node:fs/promises').then((fs) =>
      fs.readFile(new URL(import.meta.resolve('oidc-provider')), 'utf8'),
    )
    const message = UNSUPPORTED_RUNTIME_LINE.replace('oidc-provider WARNING: ', '')
    expect(source).toContain(`attention.warn('${message}')`)
  })
})
