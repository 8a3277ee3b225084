import base from './playwright.config.js'
export default { ...base, testDir: 'e2e', testMatch: 'look.shots.ts', globalSetup: './e2e/global-setup.ts' }
