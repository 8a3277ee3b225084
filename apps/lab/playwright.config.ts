import { chromiumLaunchOptions } from '@appkit/testing/node'
import { defineConfig } from '@playwright/test'

export default defineConfig({
  testDir: 'e2e',
  globalSetup: './e2e/global-setup.ts',
  // Each worker has its own cloud (e2e/fixtures.ts): tests run side by side without sharing state.
  fullyParallel: true,
  workers: Number(process.env.E2E_WORKERS) || 2,
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: [['list'], ['json', { outputFile: '.test-results/e2e.json' }]],
  use: {
    baseURL: 'http://127.0.0.1:4173',
    trace: 'retain-on-failure',
    launchOptions: chromiumLaunchOptions(),
  },
  webServer: [
    {
      command: 'node node_modules/vite/bin/vite.js preview',
      url: 'http://127.0.0.1:4173',
      reuseExistingServer: !process.env.CI,
      timeout: 30_000,
    },
    {
      // The WalletConnect wallet on the other side of the relay (apps/test-wallet, built by turbo).
      command: 'node node_modules/vite/bin/vite.js preview',
      cwd: '../test-wallet',
      url: 'http://127.0.0.1:4175',
      reuseExistingServer: !process.env.CI,
      timeout: 30_000,
    },
    {
      // The wagmi example (apps/examples/wagmi, built by turbo): e2e/wagmi.spec.ts.
      command: 'node node_modules/vite/bin/vite.js preview',
      cwd: '../examples/wagmi',
      url: 'http://127.0.0.1:4177',
      reuseExistingServer: !process.env.CI,
      timeout: 30_000,
    },
  ],
})
