import { build, type Rolldown } from 'vite'

type Chunk = Rolldown.OutputChunk

export interface StaticGraph {
  /** Packages the entry imports statically: what a dapp downloads with it. */
  staticPackages: string[]
  /** The package's own modules in the entry's static graph, relative to its folder. */
  staticModules: string[]
  /** Packages reached only through a dynamic `import()`. */
  dynamicPackages: string[]
  /** Packages that load later: imported dynamically, or by a chunk that is itself loaded later. */
  lazyPackages: string[]
}

/**
 * Bundles a package entry as a dapp's bundler would (from the sources, so a stale dist cannot fool
 * it), every package import left external, and walks what the entry loads statically. A lazy piece
 * that turns into a static import shows up here before it shows up in a dapp's first paint.
 */
export async function staticGraph(root: string, entry: string): Promise<StaticGraph> {
  const output = await build({
    configFile: false,
    logLevel: 'silent',
    root,
    build: {
      write: false,
      minify: false,
      lib: { entry, formats: ['es'], fileName: 'entry' },
      rollupOptions: {
        external: (id) => !id.startsWith('.') && !id.startsWith('/') && !id.startsWith('\0'),
      },
    },
  })
  const chunks = (Array.isArray(output) ? output : [output])
    .flatMap((o) => ('output' in o ? o.output : []))
    .filter((c): c is Chunk => c.type === 'chunk')
  const byFile = new Map(chunks.map((c) => [c.fileName, c]))
  const main = chunks.find((c) => c.isEntry)
  if (!main) throw new Error(`no entry chunk for ${entry}`)
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
  visit(main)
  const prefix = root.endsWith('/') ? root : `${root}/`
  return {
    staticPackages: [...staticPackages].sort(),
    staticModules: [...staticChunks]
      .flatMap((c) => Object.keys(c.modules))
      .map((id) => id.replace(prefix, '')),
    dynamicPackages: [...new Set(chunks.flatMap((c) => c.dynamicImports.filter((id) => !byFile.has(id))))],
    lazyPackages: [
      ...new Set(
        chunks
          .filter((c) => !staticChunks.has(c))
          .flatMap((c) => [...c.imports, ...c.dynamicImports])
          .concat(chunks.flatMap((c) => c.dynamicImports))
          .filter((id) => !byFile.has(id) && !staticPackages.has(id)),
      ),
    ].sort(),
  }
}
