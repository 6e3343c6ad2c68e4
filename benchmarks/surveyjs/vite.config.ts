import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// Built like cancel-web (same target, React plugin) so the two bundles compare fairly.
export default defineConfig({
  base: '/bench/surveyjs/',
  plugins: [react()],
  build: {
    outDir: 'dist',
    target: 'es2022',
    // SurveyJS is one ~1.8 MB chunk by design; its size is what this benchmark reports.
    chunkSizeWarningLimit: 2500,
  },
});
