import { AppKitError, type AppKitErrorSubclassOptions } from './app-kit-error.js'

// The name service's failures (spec §8), with the spec's exact text.

/** The name service did not answer a name's lookup. */
export class NameResolveError extends AppKitError<'NAME_RESOLVE_FAILED'> {
  override name = 'NameResolveError'
  constructor(options?: AppKitErrorSubclassOptions) {
    super('Error resolving name', { ...options, code: 'NAME_RESOLVE_FAILED' })
  }
}

/** The name service did not answer the suggestions for a name being typed. */
export class NameSuggestionsError extends AppKitError<'NAME_SUGGESTIONS_FAILED'> {
  override name = 'NameSuggestionsError'
  constructor(options?: AppKitErrorSubclassOptions) {
    super('Error fetching name suggestions', { ...options, code: 'NAME_SUGGESTIONS_FAILED' })
  }
}

/**
 * A name was not registered: the service's own reason when it gave one ("Name is already
 * registered"), else the spec's 'Error registering name {name}'.
 */
export class NameRegistrationError extends AppKitError<'NAME_REGISTRATION_FAILED'> {
  override name = 'NameRegistrationError'
  readonly accountName: string
  constructor(accountName: string, options?: AppKitErrorSubclassOptions & { reason?: string }) {
    super(options?.reason || `Error registering name ${accountName}`, {
      ...options,
      code: 'NAME_REGISTRATION_FAILED',
    })
    this.accountName = accountName
  }
}

/** No connected address (nor embedded-wallet account) to give a name to. */
export class NameAccountNotFoundError extends AppKitError<'NAME_ACCOUNT_NOT_FOUND'> {
  override name = 'NameAccountNotFoundError'
  constructor(options?: AppKitErrorSubclassOptions) {
    super('Address or auth connector not found', { ...options, code: 'NAME_ACCOUNT_NOT_FOUND' })
  }
}
