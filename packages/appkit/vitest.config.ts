import { defineConfig } from 'vitest/config'

// createAppKit reads local storage and mounts nothing without a document: happy-dom gives both.
export default defineConfig({ test: { environment: 'happy-dom' } })
