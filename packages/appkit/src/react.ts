export * from '@appkit/react'
export * from './index.js'
