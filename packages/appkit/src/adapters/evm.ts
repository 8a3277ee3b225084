export * from '@appkit/adapter-evm'
