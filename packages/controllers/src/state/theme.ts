import { proxy } from 'valtio/vanilla'

export type ThemeMode = 'light' | 'dark'

/** CSS variables a dapp may set; the names dapp developers already use elsewhere. */
export interface ThemeVariables {
  '--w3m-accent'?: string
  '--w3m-color-mix'?: string
  '--w3m-color-mix-strength'?: number
  '--w3m-font-family'?: string
  '--w3m-font-size-master'?: string
  '--w3m-border-radius-master'?: string
  '--w3m-z-index'?: number
}

export interface ThemeState {
  themeMode: ThemeMode
  themeVariables: ThemeVariables
}

export function createThemeState(): ThemeState {
  return proxy<ThemeState>({ themeMode: 'light', themeVariables: {} })
}

export function setThemeMode(state: ThemeState, mode: ThemeMode): void {
  state.themeMode = mode === 'dark' ? 'dark' : 'light'
}

export function setThemeVariables(state: ThemeState, variables: ThemeVariables): void {
  state.themeVariables = { ...state.themeVariables, ...variables }
}
