import { AppKitError, type AppKitErrorSubclassOptions } from './app-kit-error.js'

// Mistakes in what the dapp passed to createAppKit: thrown at once, before anything starts.

export class AdapterNamespaceMissingError extends AppKitError<'ADAPTER_NAMESPACE_MISSING'> {
  override name = 'AdapterNamespaceMissingError'
  constructor(options?: AppKitErrorSubclassOptions) {
    super('Adapter must have a namespace', { ...options, code: 'ADAPTER_NAMESPACE_MISSING' })
  }
}

export class NoNetworksError extends AppKitError<'NO_NETWORKS'> {
  override name = 'NoNetworksError'
  constructor(options?: AppKitErrorSubclassOptions) {
    super('createAppKit needs at least one network in `networks`.', { ...options, code: 'NO_NETWORKS' })
  }
}

/** A component or hook rendered with no instance to read: no AppKitProvider above it, no createAppKit before. */
export class AppKitNotCreatedError extends AppKitError<'APPKIT_NOT_CREATED'> {
  override name = 'AppKitNotCreatedError'
  constructor(options?: AppKitErrorSubclassOptions) {
    super('[appkit] call createAppKit before rendering AppKit components or hooks', {
      ...options,
      code: 'APPKIT_NOT_CREATED',
    })
  }
}
