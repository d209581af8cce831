import { defineConfig, defaultClientConditions } from 'vite';
import react from '@vitejs/plugin-react';

// The widget is served by the Parley server under /chat_online/ (chat-session.md §2).
export default defineConfig({
  base: '/chat_online/',
  plugins: [react()],
  resolve: {
    // 'source' makes @parley/protocol resolve to its TypeScript source; the defaults stay after it.
    conditions: ['source', ...defaultClientConditions],
    // The workspace root hoists an older React for another package; the widget must use its own single copy.
    dedupe: ['react', 'react-dom'],
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2020',
  },
  server: {
    proxy: { '/api': 'http://127.0.0.1:3000' },
  },
});
