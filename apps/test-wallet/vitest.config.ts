import { defineConfig } from 'vitest/config'

// Units only: the Playwright specs under e2e/ are run by `pnpm e2e`.
export default defineConfig({ test: { include: ['src/**/*.test.ts'] } })
