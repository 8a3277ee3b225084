import { AppKitError, type AppKitErrorSubclassOptions } from './app-kit-error.js'

// Connection failures of spec §8 about a connector's state (messages the spec's exact text). A
// module apart from connection-errors: only code that loads after the first paint throws them, and
// the classes of one module land in one chunk, so these would otherwise join the page.

export class ConnectorAlreadyConnectedError extends AppKitError<'CONNECTOR_ALREADY_CONNECTED'> {
  override name = 'ConnectorAlreadyConnectedError'
  constructor(options?: AppKitErrorSubclassOptions) {
    super('Connector already connected.', { ...options, code: 'CONNECTOR_ALREADY_CONNECTED' })
  }
}

export class ConnectorNotConnectedError extends AppKitError<'CONNECTOR_NOT_CONNECTED'> {
  override name = 'ConnectorNotConnectedError'
  constructor(options?: AppKitErrorSubclassOptions) {
    super('Connector not connected.', { ...options, code: 'CONNECTOR_NOT_CONNECTED' })
  }
}

export class ConnectorUnavailableReconnectingError extends AppKitError<'CONNECTOR_UNAVAILABLE_RECONNECTING'> {
  override name = 'ConnectorUnavailableReconnectingError'
  constructor(options?: AppKitErrorSubclassOptions) {
    super('Connector unavailable while reconnecting.', {
      ...options,
      code: 'CONNECTOR_UNAVAILABLE_RECONNECTING',
    })
  }
}

export class NoConnectorFoundError extends AppKitError<'NO_CONNECTOR_FOUND'> {
  override name = 'NoConnectorFoundError'
  constructor(options?: AppKitErrorSubclassOptions) {
    super('No connector found for connection', { ...options, code: 'NO_CONNECTOR_FOUND' })
  }
}
