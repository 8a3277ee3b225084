import { configDefaults, mergeConfig, type ViteUserConfig } from 'vitest/config'

/**
 * The unit-test configuration every package's vitest.config.ts starts from: where the reports go
 * (scripts/run.mjs reads them for the summary line and the coverage floors) and how files share a
 * worker.
 *
 * Files share their worker's module graph (`isolate: false`): a fresh graph per file made each
 * package's run mostly re-importing viem, Solana Kit and our own packages (common's 35 files: 22 s
 * isolated, 5 s shared). A test that must replace a module with `vi.mock` cannot share it (the
 * module may already be loaded, unmocked, by an earlier file): such files are named in `isolated`
 * and run in a second project with a graph of their own.
 */
export function unitTestConfig(
  options: { isolated?: string[]; config?: ViteUserConfig } = {},
): ViteUserConfig {
  const isolated = options.isolated ?? []
  const shared: ViteUserConfig = {
    test: {
      reporters: ['default', 'json'],
      outputFile: { json: '.test-results/vitest.json' },
      coverage: {
        enabled: true,
        provider: 'v8',
        reporter: ['json-summary'],
        reportsDirectory: '.test-results/coverage',
        include: ['src/**'],
        // Test helpers are not the product, and fuzz arbitraries in them cover a different share each run.
        exclude: ['src/**/test-utils/**', 'src/**/*.test.ts', 'src/**/*.test.tsx'],
      },
      projects: [
        {
          extends: true as const,
          test: { name: 'shared', isolate: false, exclude: [...configDefaults.exclude, ...isolated] },
        },
        ...(isolated.length > 0
          ? [{ extends: true as const, test: { name: 'isolated', include: isolated } }]
          : []),
      ],
    },
  }
  return mergeConfig(shared, options.config ?? {})
}
