// oidc-provider's own in-memory store, which its types do not declare. Passed explicitly, each dev
// issuer gets a store of its own and the provider does not warn that a quick-start default is in use.
declare module 'oidc-provider/lib/adapters/memory_adapter.js' {
  import type { Adapter } from 'oidc-provider'
  export function createMemoryAdapter(clockTolerance?: number): (model: string) => Adapter
}
