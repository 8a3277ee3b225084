// @vitest-environment happy-dom
import { act, renderHook, waitFor } from '@testing-library/react'
import type { ReactNode } from 'react'
import { describe, expect, it } from 'vitest'
import { AppKitProvider } from '../context.js'
import { connectStub, createTestKit } from '../test/render.js'
import { useAppKit } from './use-appkit.js'
import { useAppKitTheme } from './use-appkit-theme.js'
import { useDisconnect } from './use-disconnect.js'

function hookWith<T>(hook: () => T, core = createTestKit()) {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <AppKitProvider core={core}>{children}</AppKitProvider>
  )
  return { core, ...renderHook(hook, { wrapper }) }
}

describe('hooks that act', () => {
  it('useAppKit opens the modal on the view asked for, and closes it', async () => {
    const { core, result } = hookWith(useAppKit)
    await act(() => result.current.open({ view: 'Networks' }))
    expect(core.modal.open).toBe(true)
    expect(core.router.view).toBe('Networks')
    await act(() => result.current.close())
    expect(core.modal.open).toBe(false)
  })

  it('useDisconnect disconnects the connected wallet', async () => {
    const core = createTestKit()
    await connectStub(core)
    const { result } = hookWith(useDisconnect, core)
    await act(() => result.current.disconnect())
    expect(core.chains.chains.eip155?.account.address).toBeUndefined()
  })

  it('useAppKitTheme reads and sets the theme mode and variables', async () => {
    const { result } = hookWith(useAppKitTheme)
    act(() => result.current.setThemeMode('light'))
    await waitFor(() => expect(result.current.themeMode).toBe('light'))
    act(() => result.current.setThemeVariables({ '--w3m-accent': '#ff0000' }))
    await waitFor(() => expect(result.current.themeVariables).toEqual({ '--w3m-accent': '#ff0000' }))
  })
})
