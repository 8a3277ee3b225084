import { describe, expect, it } from 'vitest'
import { readCloudMode } from './cloud-mode.js'

describe('readCloudMode', () => {
  it('runs the dev cloud by default, so `npm run lab` is unchanged', () => {
    expect(readCloudMode({})).toBe('dev')
    expect(readCloudMode({ CLOUD_MODE: ' ' })).toBe('dev')
    expect(readCloudMode({ CLOUD_MODE: 'dev' })).toBe('dev')
  })

  it('runs production only when asked by name, and refuses a typo', () => {
    expect(readCloudMode({ CLOUD_MODE: 'production' })).toBe('production')
    expect(() => readCloudMode({ CLOUD_MODE: 'prod' })).toThrow(
      'CLOUD_MODE must be "dev" or "production", got "prod".',
    )
  })
})
