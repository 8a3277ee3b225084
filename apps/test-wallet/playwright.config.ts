import { chromiumLaunchOptions } from '@appkit/testing/node'
import { defineConfig } from '@playwright/test'

const vite = 'node node_modules/vite/bin/vite.js'

export default defineConfig({
  testDir: 'e2e',
  globalSetup: './e2e/global-setup.ts',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['json', { outputFile: '.test-results/e2e.json' }]],
  use: {
    baseURL: 'http://127.0.0.1:4175',
    trace: 'retain-on-failure',
    launchOptions: chromiumLaunchOptions(),
  },
  // The relay and the chains are started by the tests themselves, on free ports (e2e/fixtures.ts).
  webServer: {
    command: `${vite} build && ${vite} preview`,
    url: 'http://127.0.0.1:4175',
    reuseExistingServer: !process.env.CI,
    timeout: 60_000,
  },
})
