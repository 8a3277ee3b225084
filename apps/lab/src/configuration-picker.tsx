import { CONFIGURATIONS, type ConfigurationId, currentConfiguration } from './configurations.js'

/** Reloads the lab with another configuration of createAppKit. */
export function ConfigurationPicker() {
  const current = currentConfiguration()
  return (
    <label>
      Configuration{' '}
      <select
        value={current}
        data-testid="configuration"
        onChange={(event) => {
          const url = new URL(location.href)
          url.searchParams.set('config', event.target.value)
          location.assign(url)
        }}
      >
        {(Object.keys(CONFIGURATIONS) as ConfigurationId[]).map((id) => (
          <option key={id} value={id}>
            {CONFIGURATIONS[id].label}
          </option>
        ))}
      </select>
    </label>
  )
}
