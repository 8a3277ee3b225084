import { defineConfig } from 'vitest/config'

// The lab's pure modules (how a request reads, the gallery's states); its flows are Playwright's.
export default defineConfig({ test: { include: ['src/**/*.test.ts'] } })
