import { defineConfig } from 'vite'

// 4175: the test wallet's own port; 4173/4174/5173 belong to the lab and CI.
const server = { host: '127.0.0.1', port: 4175, strictPort: true }

export default defineConfig({
  resolve: { dedupe: ['react', 'react-dom'] },
  // Also set at run time by index.html; replacing it here makes WalletConnect's check static.
  define: { 'process.env.IS_VITEST': JSON.stringify('true') },
  server,
  preview: server,
  // One test page with WalletKit inside: size is not a concern here (the product has budgets).
  build: { target: 'es2022', sourcemap: true, chunkSizeWarningLimit: 2000 },
})
