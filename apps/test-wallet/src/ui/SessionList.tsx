import type { SessionView } from '../wallet-state.js'

interface SessionListProps {
  sessions: SessionView[]
  busy: string[]
  onDisconnect(topic: string): void
}

/** Every active session, each with its dapp, topic, accounts and a Disconnect button. */
export function SessionList({ sessions, busy, onDisconnect }: SessionListProps) {
  return (
    <section aria-labelledby="sessions-heading">
      <h2 id="sessions-heading">Sessions</h2>
      {sessions.length === 0 ? (
        <p data-testid="no-sessions">No active sessions.</p>
      ) : (
        <ul data-testid="sessions">
          {sessions.map((session) => (
            <li key={session.topic} data-testid="session" data-topic={session.topic}>
              <p>
                <strong data-testid="session-name">{session.dappName}</strong>{' '}
                <span data-testid="session-url">{session.dappUrl}</span>
              </p>
              <p>
                Topic: <code data-testid="session-topic">{session.topic}</code>
              </p>
              <ul data-testid="session-accounts" aria-label={`Accounts shared with ${session.dappName}`}>
                {session.accounts.map((account) => (
                  <li key={account}>
                    <code>{account}</code>
                  </li>
                ))}
              </ul>
              <button
                type="button"
                data-testid="disconnect-session"
                aria-label={`Disconnect ${session.dappName}`}
                disabled={busy.includes(`session:${session.topic}`)}
                onClick={() => onDisconnect(session.topic)}
              >
                Disconnect
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}
