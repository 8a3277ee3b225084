import { defineConfig } from 'vite'

export default defineConfig({
  resolve: { dedupe: ['react', 'react-dom', 'valtio'] },
  server: { host: '127.0.0.1', port: 5179, strictPort: true },
  preview: { host: '127.0.0.1', port: 4179, strictPort: true },
  build: { target: 'es2022', manifest: true },
})
