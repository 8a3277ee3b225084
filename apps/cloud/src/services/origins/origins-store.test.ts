import { expect, it } from 'vitest'
import { describeOnEngines } from '../../db/engines.test-helper.js'
import { readAllowedOrigins, seedDefaultOrigins, seedProjectOrigins } from './origins-store.js'

describeOnEngines('project origins', (db) => {
  it('answers the default list for a project without its own', async () => {
    await seedDefaultOrigins(db(), ['http://127.0.0.1:5173', 'http://127.0.0.1:4173'])
    expect(await readAllowedOrigins(db(), 'any-project')).toEqual([
      'http://127.0.0.1:4173',
      'http://127.0.0.1:5173',
    ])
  })

  it('answers a project’s own list when it has one, as last seeded', async () => {
    await seedProjectOrigins(db(), 'shop', ['https://old.example'])
    await seedProjectOrigins(db(), 'shop', ['https://shop.example'])
    expect(await readAllowedOrigins(db(), 'shop')).toEqual(['https://shop.example'])
  })

  it('replaces the default list on a new seed, keeping projects’ own lists', async () => {
    await seedDefaultOrigins(db(), ['https://only.example'])
    await seedDefaultOrigins(db(), ['https://only.example'])
    expect(await readAllowedOrigins(db(), 'other')).toEqual(['https://only.example'])
    expect(await readAllowedOrigins(db(), 'shop')).toEqual(['https://shop.example'])
    await seedDefaultOrigins(db(), [])
    expect(await readAllowedOrigins(db(), 'other')).toEqual([])
  })
})
