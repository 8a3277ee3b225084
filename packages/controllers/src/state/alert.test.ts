import { afterEach, describe, expect, it, vi } from 'vitest'
import { alertState, hideAlert, showAlert } from './alert.js'

describe('alerts (spec §8)', () => {
  afterEach(() => {
    vi.restoreAllMocks()
    hideAlert()
  })

  it('shows an APKT error with its display message and logs the debug message', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    showAlert('APKT002')
    expect(alertState).toMatchObject({
      open: true,
      code: 'APKT002',
      message: 'Invalid App Configuration',
      variant: 'error',
    })
    expect(error).toHaveBeenCalledWith(expect.stringContaining('APKT002 Invalid App Configuration'))
  })

  it('shows an APKTW code as a warning', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    showAlert('APKTW001')
    expect(alertState).toMatchObject({ message: 'Inactive Namespace Not Connected', variant: 'warning' })
    expect(warn).toHaveBeenCalled()
  })

  it('hides', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined)
    showAlert('APKT010')
    hideAlert()
    expect(alertState.open).toBe(false)
  })
})
