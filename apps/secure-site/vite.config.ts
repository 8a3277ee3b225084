import { defineConfig } from 'vite'

// 4176: the secure site's own origin, which the cloud's auth API allows (SECURE_SITE_ORIGIN). The
// page is served in production by src/server (it injects the config and the frame-ancestors CSP);
// `vite` here is for working on the page alone.
const server = { host: '127.0.0.1', port: 4176, strictPort: true }

export default defineConfig({
  server,
  preview: server,
  build: {
    outDir: 'dist/page',
    emptyOutDir: true,
    target: 'es2022',
    sourcemap: true,
    // No inline module-preload polyfill: the page's CSP allows scripts from 'self' only.
    modulePreload: { polyfill: false },
  },
})
