import {
  setThemeMode,
  setThemeVariables,
  type ThemeMode,
  type ThemeVariables,
} from '@appkit/controllers/modal'
import { useAppKitCore } from '../context.js'
import { useProxy } from './use-proxy.js'

export function useAppKitTheme() {
  const { theme } = useAppKitCore()
  const { themeMode, themeVariables } = useProxy(theme)
  return {
    themeMode,
    themeVariables,
    setThemeMode: (mode: ThemeMode) => setThemeMode(theme, mode),
    setThemeVariables: (variables: ThemeVariables) => setThemeVariables(theme, variables),
  }
}
