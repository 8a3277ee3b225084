import { fileURLToPath } from 'node:url'
import { build, type Rolldown } from 'vite'

let script: Promise<string> | undefined

/**
 * The test wallet as one script for `page.addInitScript`: built once per worker from
 * wagmi-wallet-entry.ts (the wallet code of @appkit/testing and what it needs, nothing else).
 */
export function testWalletScript(): Promise<string> {
  script ??= (async () => {
    const output = await build({
      configFile: false,
      logLevel: 'error',
      build: {
        write: false,
        minify: false,
        lib: {
          entry: fileURLToPath(new URL('./wagmi-wallet-entry.ts', import.meta.url)),
          formats: ['iife'],
          name: 'appkitTestWalletInstall',
        },
      },
    })
    const [result] = (Array.isArray(output) ? output : [output]) as Rolldown.RolldownOutput[]
    const chunk = result?.output.find((file) => file.type === 'chunk')
    if (chunk?.type !== 'chunk') throw new Error('the test wallet did not bundle')
    return chunk.code
  })()
  return script
}
