import { defineConfig } from 'vite'
import react from '@vitejs/plugin-react'
import { stripRouteDocs } from './strip-route-docs.ts'

const api = process.env.SPINROOM_API ?? 'http://127.0.0.1:3030'

export default defineConfig({
  base: '/',
  plugins: [react(), stripRouteDocs()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    rolldownOptions: {
      // The live room's reference (served at /docs/live) is a page of its own: the player never loads its renderer.
      input: { index: 'index.html', liveDocs: 'live-docs.html' },
      output: {
        // React changes less often than the app: its own chunk stays cached across releases. Other libraries are
        // left to the split by screen, so a library one lazy screen uses (hls.js, dnd-kit) stays out of the first load.
        codeSplitting: {
          groups: [{ name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/, priority: 30 }]
        }
      }
    }
  },
  server: {
    proxy: {
      '/api': { target: api, changeOrigin: true },
      '/socket.io': { target: api, changeOrigin: true, ws: true }
    }
  }
})
