import { createRoot } from 'react-dom/client'
import { renderTile } from './tile-page.js'
import { TILES, type Tile, tileById } from './tiles.js'

const THEMES = ['light', 'dark'] as const

/** A tile's page, on this page's query (its cloud kept). */
function tileUrl(tile: Tile, theme: string): string {
  const query = new URLSearchParams(location.search)
  query.set('tile', tile.id)
  query.set('theme', theme)
  return `?${query}`
}

/** Every tile in both themes, side by side: one look shows how each view holds up in each state. */
function Gallery() {
  return (
    <main>
      <h1>AppKit gallery</h1>
      <p>
        Each view of the modal in its main states, light and dark. Every tile is a core of its own on a test
        adapter (its wallet and chain answer with test data), showing the real modal; Connect and All Wallets
        list the local cloud's catalogue. <a href="/">Back to the lab</a>
      </p>
      {TILES.map((tile) => (
        <section key={tile.id} aria-labelledby={`title-${tile.id}`} className="gallery-row">
          <h2 id={`title-${tile.id}`}>
            {tile.view}: {tile.state}
          </h2>
          <div className="gallery-tiles">
            {THEMES.map((theme) => (
              <iframe
                key={theme}
                title={`${tile.view}, ${tile.state}, ${theme} theme`}
                src={tileUrl(tile, theme)}
                loading="lazy"
                data-testid={`tile-${tile.id}-${theme}`}
              />
            ))}
          </div>
        </section>
      ))}
    </main>
  )
}

const query = new URLSearchParams(location.search)
const tile = tileById(query.get('tile'))
if (tile) renderTile(tile, query.get('theme'))
else createRoot(document.getElementById('root')!).render(<Gallery />)
