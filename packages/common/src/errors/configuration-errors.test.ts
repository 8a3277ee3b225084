import { describe, expect, it } from 'vitest'
import { AppKitError } from './app-kit-error.js'
import {
  AdapterNamespaceMissingError,
  AppKitNotCreatedError,
  NoNetworksError,
} from './configuration-errors.js'

describe('configuration errors', () => {
  it.each([
    [AdapterNamespaceMissingError, 'Adapter must have a namespace', 'ADAPTER_NAMESPACE_MISSING'],
    [NoNetworksError, 'createAppKit needs at least one network in `networks`.', 'NO_NETWORKS'],
    [
      AppKitNotCreatedError,
      '[appkit] call createAppKit before rendering AppKit components or hooks',
      'APPKIT_NOT_CREATED',
    ],
  ] as const)('%o tells the dapp what to fix, with its code', (ErrorClass, message, code) => {
    const error = new ErrorClass({ details: 'from createAppKit' })
    expect(error).toBeInstanceOf(AppKitError)
    expect(error.name).toBe(ErrorClass.name)
    expect(error.message).toBe(message)
    expect(error.code).toBe(code)
    expect(error.details).toBe('from createAppKit')
  })
})
