import { CONFIGURATIONS, type ConfigurationId, currentConfiguration } from './configurations.js'

/** This page with another configuration, its cloud kept. */
function hrefOf(id: ConfigurationId): string {
  const url = new URL(location.href)
  url.searchParams.set('config', id)
  return url.search
}

/** What the lab is, how to drive it, and what the open configuration is for. */
export function Intro() {
  const current = currentConfiguration()
  return (
    <section aria-label="About the lab" className="lab-intro">
      <p>
        The SDK against the local cloud: real chains, relay and API on this machine. The page plays a browser
        with test wallet extensions: when a wallet needs you, its request pops up over the modal (or waits in{' '}
        <a href="#test-wallets">Test wallets</a> below) with Approve and Reject; set a wallet to answer by
        itself there. The state list shows what the hooks report. The{' '}
        <a href={`/gallery.html${location.search}`}>gallery</a> shows every view of the modal in its states,
        in both themes.
      </p>
      <p>
        <strong>{CONFIGURATIONS[current].label}:</strong> {CONFIGURATIONS[current].guide}
      </p>
      <details>
        <summary>Every configuration</summary>
        <dl>
          {(Object.keys(CONFIGURATIONS) as ConfigurationId[]).map((id) => (
            <div key={id}>
              <dt>
                <a href={hrefOf(id)}>{CONFIGURATIONS[id].label}</a>
              </dt>
              <dd>{CONFIGURATIONS[id].guide}</dd>
            </div>
          ))}
        </dl>
      </details>
    </section>
  )
}
