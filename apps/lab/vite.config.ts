import { defineConfig } from 'vite'

export default defineConfig({
  // One React and one valtio even when the workspace links several copies.
  resolve: { dedupe: ['react', 'react-dom', 'valtio'] },
  server: { host: '127.0.0.1', port: 5173, strictPort: true },
  preview: { host: '127.0.0.1', port: 4173, strictPort: true },
  build: {
    target: 'es2022',
    sourcemap: true,
    // The lab, the test wallets' own window (its approval panel, usable while the modal is open),
    // the lab's Safe (safe.html), which runs the lab inside it as a Safe app, and the gallery of the
    // modal's views in their states (gallery.html), and the stand-in Farcaster app (farcaster.html).
    rollupOptions: {
      input: {
        main: 'index.html',
        wallets: 'wallets.html',
        safe: 'safe.html',
        gallery: 'gallery.html',
        farcaster: 'farcaster.html',
      },
    },
  },
})
