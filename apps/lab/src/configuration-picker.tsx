import { CONFIGURATIONS, type ConfigurationId, currentConfiguration } from './configurations.js'

/** The page's query (its cloud) without the configuration, which the Safe page sets itself. */
function safeQuery(): string {
  const query = new URLSearchParams(location.search)
  query.delete('config')
  const text = query.toString()
  return text ? `?${text}` : ''
}

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
      </select>{' '}
      {/* A Safe's UI played by the lab, with the lab inside it as a Safe app (config=safe). */}
      <a href={`/safe.html${safeQuery()}`}>Run the lab inside a Safe</a>
    </label>
  )
}
