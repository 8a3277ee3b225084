import { unitTestConfig } from '../../vitest.shared.js'

// The Solidity source of the test contracts sits beside its compiled output in src/; coverage
// would try to parse it as JavaScript.
export default unitTestConfig({ config: { test: { coverage: { exclude: ['**/*.sol'] } } } })
