import { existsSync } from 'node:fs'
import { createRequire } from 'node:module'

/** npm's platform/arch names → the suffix of @foundry-rs's per-platform binary packages. */
const ARCHES: Record<string, string> = { x64: 'amd64', arm64: 'arm64' }

/**
 * Path of the native anvil executable shipped by @foundry-rs/anvil.
 *
 * We run the native binary, not the package's `bin.mjs` wrapper: the wrapper is a second process
 * in between, and killing it hard (SIGKILL) would leave the real node running on its port.
 */
export function resolveAnvilBinary(): string {
  const fromAnvil = createRequire(createRequire(import.meta.url).resolve('@foundry-rs/anvil/package.json'))
  const arch = ARCHES[process.arch]
  const binaryName = process.platform === 'win32' ? 'anvil.exe' : 'anvil'
  const platformPackage = `@foundry-rs/anvil-${process.platform}-${arch ?? process.arch}`
  try {
    const path = fromAnvil.resolve(`${platformPackage}/bin/${binaryName}`)
    if (existsSync(path)) return path
  } catch {
    // Not installed for this platform: reported below with what to do.
  }
  throw new Error(
    `The anvil binary for ${process.platform}/${process.arch} was not found (${platformPackage}). ` +
      'Reinstall with `pnpm install` and allow the build script of @foundry-rs/anvil.',
  )
}
