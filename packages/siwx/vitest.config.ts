import { defineConfig } from 'vitest/config'

// The Solidity source of the test contracts sits beside its compiled output in src/; coverage
// would try to parse it as JavaScript.
export default defineConfig({ test: { coverage: { exclude: ['**/*.sol'] } } })
