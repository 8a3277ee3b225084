import { setThemeMode, setThemeVariables, themeState } from '@appkit/controllers'
import { useProxy } from './use-proxy.js'

export function useAppKitTheme() {
  const { themeMode, themeVariables } = useProxy(themeState)
  return { themeMode, themeVariables, setThemeMode, setThemeVariables }
}
