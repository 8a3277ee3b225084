import { AppKitError, type AppKitErrorSubclassOptions } from './app-kit-error.js'

// Mistakes in what the dapp passed to createAppKit: thrown at once, before anything starts.

export class AdapterNamespaceMissingError extends AppKitError {
  override name = 'AdapterNamespaceMissingError'
  constructor(options?: AppKitErrorSubclassOptions) {
    super('Adapter must have a namespace', { ...options, code: 'ADAPTER_NAMESPACE_MISSING' })
  }
}

export class NoNetworksError extends AppKitError {
  override name = 'NoNetworksError'
  constructor(options?: AppKitErrorSubclassOptions) {
    super('createAppKit needs at least one network in `networks`.', { ...options, code: 'NO_NETWORKS' })
  }
}
