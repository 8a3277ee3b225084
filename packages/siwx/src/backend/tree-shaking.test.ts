import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { build, type Rolldown } from 'vite'
import { describe, expect, it } from 'vitest'

const root = fileURLToPath(new URL('../..', import.meta.url))
const entry = fileURLToPath(new URL('../index.ts', import.meta.url))

/** The package entry bundled as a dapp's bundler would, keeping only `names`; its own code, minified. */
async function bundle(names: string[]): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'siwx-shake-'))
  try {
    const dapp = join(dir, 'dapp.ts')
    await writeFile(dapp, `export { ${names.join(', ')} } from ${JSON.stringify(entry)}\n`)
    const output = await build({
      configFile: false,
      logLevel: 'silent',
      root,
      build: {
        write: false,
        minify: true,
        lib: { entry: dapp, formats: ['es'], fileName: 'entry' },
        rollupOptions: {
          external: (id) => !id.startsWith('.') && !id.startsWith('/') && !id.startsWith('\0'),
        },
      },
    })
    const outputs = (Array.isArray(output) ? output : [output]) as Rolldown.RolldownOutput[]
    return outputs
      .flatMap((o) => o.output)
      .map((chunk) => (chunk.type === 'chunk' ? chunk.code : ''))
      .join('\n')
  } finally {
    await rm(dir, { recursive: true, force: true })
  }
}

// backendSiwx is exported beside createSiwx; a dapp that signs in locally must not carry it.
describe('backendSiwx', () => {
  it('is left out of a bundle that uses createSiwx alone', { timeout: 30_000 }, async () => {
    const local = await bundle(['createSiwx'])
    expect(local).not.toContain('/siwx/v1')
    expect(local).not.toContain('@appkit/siwx-backend')
    const backend = await bundle(['backendSiwx'])
    expect(backend).toContain('/siwx/v1')
    expect(backend).toContain('@appkit/siwx-backend')
  })
})
