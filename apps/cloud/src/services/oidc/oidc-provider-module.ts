import type OidcProvider from 'oidc-provider'
import { importWithout, UNSUPPORTED_RUNTIME_LINE } from './quiet-import.js'

/** `oidc-provider`'s Provider, imported without its Node.js 20 runtime notice (quiet-import.ts). */
export const Provider: typeof OidcProvider = (
  await importWithout(UNSUPPORTED_RUNTIME_LINE, () => import('oidc-provider'))
).default
export type Provider = OidcProvider
