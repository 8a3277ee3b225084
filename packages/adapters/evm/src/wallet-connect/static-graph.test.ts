import { fileURLToPath } from 'node:url'
import type { Rolldown } from 'vite'
import { build } from 'vite'
import { describe, expect, it } from 'vitest'

type Chunk = Rolldown.OutputChunk

/**
 * Bundles the package entry as a dapp's bundler would (from the sources, so a stale dist cannot
 * fool it), every package import left external, and walks what the entry loads statically.
 */
async function bundleEntry() {
  const root = fileURLToPath(new URL('../..', import.meta.url))
  const output = await build({
    configFile: false,
    logLevel: 'silent',
    root,
    build: {
      write: false,
      minify: false,
      lib: { entry: 'src/index.ts', formats: ['es'], fileName: 'entry' },
      rollupOptions: { external: (id) => !id.startsWith('.') && !id.startsWith('/') && !id.startsWith('\0') },
    },
  })
  const chunks = (Array.isArray(output) ? output : [output])
    .flatMap((o) => ('output' in o ? o.output : []))
    .filter((c): c is Chunk => c.type === 'chunk')
  const byFile = new Map(chunks.map((c) => [c.fileName, c]))
  const entry = chunks.find((c) => c.isEntry)
  if (!entry) throw new Error('no entry chunk')

  const staticChunks = new Set<Chunk>()
  const staticPackages = new Set<string>()
  const visit = (chunk: Chunk) => {
    if (staticChunks.has(chunk)) return
    staticChunks.add(chunk)
    for (const id of chunk.imports) {
      const local = byFile.get(id)
      if (local) visit(local)
      else staticPackages.add(id)
    }
  }
  visit(entry)
  const staticModules = [...staticChunks]
    .flatMap((c) => Object.keys(c.modules))
    .map((id) => id.slice(root.length))
  const dynamicPackages = chunks.flatMap((c) => c.dynamicImports.filter((id) => !byFile.has(id)))
  return { staticPackages: [...staticPackages], staticModules, dynamicPackages }
}

describe('the package entry', () => {
  it('loads nothing of WalletConnect until it is used', { timeout: 30_000 }, async () => {
    const { staticPackages, staticModules, dynamicPackages } = await bundleEntry()

    expect(staticPackages.filter((id) => /^@walletconnect\/|^@reown\//.test(id))).toEqual([])
    expect(staticPackages.sort()).toEqual(['@appkit/common'])
    // The WalletConnect client of the adapter is itself a lazy chunk; only its stand-in is static.
    expect(staticModules).toContain('src/wallet-connect/lazy.ts')
    expect(staticModules).not.toContain('src/wallet-connect/client.ts')
    expect(staticModules).not.toContain('src/wallet-connect/load-provider.ts')
    // And WalletConnect is reached, by a dynamic import.
    expect(dynamicPackages).toContain('@walletconnect/universal-provider')
  })
})
