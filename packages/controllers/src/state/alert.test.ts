import { afterEach, describe, expect, it, vi } from 'vitest'
import { createAlertState, hideAlert, showAlert } from './alert.js'

describe('alerts (spec §8)', () => {
  afterEach(() => vi.restoreAllMocks())

  it('shows an APKT error by its code and logs what it means for the developer', async () => {
    const state = createAlertState()
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    const logged = showAlert(state, 'APKT002')
    expect(state).toMatchObject({ open: true, code: 'APKT002', variant: 'error' })
    await logged
    expect(error).toHaveBeenCalledWith(expect.stringContaining('APKT002 Invalid App Configuration: '))
  })

  it('shows an APKTW code as a warning', async () => {
    const state = createAlertState()
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    await showAlert(state, 'APKTW001')
    expect(state).toMatchObject({ code: 'APKTW001', variant: 'warning' })
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('Inactive Namespace Not Connected'))
  })

  it('hides', async () => {
    const state = createAlertState()
    vi.spyOn(console, 'error').mockImplementation(() => undefined)
    await showAlert(state, 'APKT010')
    hideAlert(state)
    expect(state.open).toBe(false)
    expect(state.code).toBeUndefined()
  })
})
