// Writes a dapp into `dir` the way a developer starting from nothing would: its own package.json
// that names our packages by version, a Vite build, and the README's code. It has two pages:
//   index.html: createAppKit + AppKitButton (appkit/react), the EVM adapter, networks;
//   wagmi.html: the same modal through @appkit/wagmi, under wagmi's and TanStack Query's providers.
// Third-party versions follow our own examples, so the run tests what we test in the workspace.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { root } from '../packages/public-packages.mjs'

const manifest = (path) => JSON.parse(readFileSync(join(root, path), 'utf8'))

function thirdPartyVersions() {
  const minimal = manifest('apps/examples/minimal/package.json')
  const wagmi = manifest('apps/examples/wagmi/package.json')
  const all = { ...minimal.dependencies, ...minimal.devDependencies, ...wagmi.dependencies }
  return {
    ...all,
    typescript: manifest('package.json').devDependencies.typescript,
  }
}

const METADATA = `{ name: 'Registry e2e', description: 'Installed from a registry', url: location.origin, icons: [] }`

const MAIN = `import { createEvmAdapter } from 'appkit/adapters/evm'
import { arbitrum, mainnet } from 'appkit/networks'
import { AppKitButton, createAppKit, useAppKitAccount } from 'appkit/react'
import { createRoot } from 'react-dom/client'

createAppKit({
  adapters: [createEvmAdapter()],
  networks: [mainnet, arbitrum],
  projectId: 'registry-e2e',
  metadata: ${METADATA},
})

function App() {
  const { isConnected } = useAppKitAccount()
  return (
    <main>
      <p data-testid="status">{isConnected ? 'connected' : 'disconnected'}</p>
      <AppKitButton />
    </main>
  )
}

createRoot(document.getElementById('root')!).render(<App />)
`

const WAGMI = `import { createWagmiAdapter } from '@appkit/wagmi'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import type { CaipNetwork } from 'appkit'
import { arbitrum, mainnet } from 'appkit/networks'
import { AppKitButton, createAppKit } from 'appkit/react'
import { createRoot } from 'react-dom/client'
import { useConnection, WagmiProvider } from 'wagmi'

const networks: [CaipNetwork, ...CaipNetwork[]] = [mainnet, arbitrum]
const { wagmiConfig, adapter } = createWagmiAdapter({ networks })
createAppKit({ adapters: [adapter], networks, projectId: 'registry-e2e', metadata: ${METADATA} })

function App() {
  const { status } = useConnection()
  return (
    <main>
      <p data-testid="status">wagmi: {status}</p>
      <AppKitButton />
    </main>
  )
}

createRoot(document.getElementById('root')!).render(
  <WagmiProvider config={wagmiConfig}>
    <QueryClientProvider client={new QueryClient()}>
      <App />
    </QueryClientProvider>
  </WagmiProvider>,
)
`

const html = (title, entry) => `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <title>${title}</title>
    <link rel="icon" href="data:," />
  </head>
  <body>
    <div id="root"></div>
    <script type="module" src="${entry}"></script>
  </body>
</html>
`

/** Writes the app; `versions` maps our package names to the versions just published. */
export function writeFreshApp(dir, { versions, wagmi }) {
  const v = thirdPartyVersions()
  const pick = (...names) => Object.fromEntries(names.map((n) => [n, v[n]]))
  const files = {
    'package.json': JSON.stringify(
      {
        name: 'appkit-registry-e2e',
        private: true,
        type: 'module',
        scripts: { build: 'vite build', typecheck: 'tsc --noEmit' },
        dependencies: {
          appkit: versions.appkit,
          ...pick('react', 'react-dom'),
          ...(wagmi && {
            '@appkit/wagmi': versions['@appkit/wagmi'],
            ...pick('wagmi', 'viem', '@tanstack/react-query'),
          }),
        },
        devDependencies: pick('vite', 'typescript', '@types/react', '@types/react-dom'),
      },
      null,
      2,
    ),
    // What a Vite + React + TypeScript template has: bundler resolution, the automatic JSX runtime.
    'tsconfig.json': JSON.stringify(
      {
        compilerOptions: {
          target: 'ES2022',
          lib: ['ES2023', 'DOM', 'DOM.Iterable'],
          module: 'ESNext',
          moduleResolution: 'Bundler',
          jsx: 'react-jsx',
          strict: true,
          noEmit: true,
          // As Vite's template has it. Our declarations are attw's and check-packages' to judge; with
          // the check on, wagmi's own declarations fail against TanStack Query's current ones.
          skipLibCheck: true,
          types: ['vite/client'],
        },
        include: ['src'],
      },
      null,
      2,
    ),
    'vite.config.js': `import { defineConfig } from 'vite'

export default defineConfig({
  build: {
    target: 'es2022',
    rolldownOptions: { input: { main: 'index.html'${wagmi ? ", wagmi: 'wagmi.html'" : ''} } },
  },
})
`,
    'index.html': html('AppKit from the registry', '/src/main.tsx'),
    'src/main.tsx': MAIN,
    ...(wagmi && {
      'wagmi.html': html('AppKit + wagmi from the registry', '/src/wagmi.tsx'),
      'src/wagmi.tsx': WAGMI,
    }),
  }
  for (const [name, text] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, name)), { recursive: true })
    writeFileSync(join(dir, name), text)
  }
}
