import { cleanup } from '@testing-library/react'
import { afterEach } from 'vitest'

// Every file's tests unmount what they rendered. A setup file runs for each test file, whereas a
// module that registers the hook runs once per worker when files share it (isolate: false).
afterEach(cleanup)
