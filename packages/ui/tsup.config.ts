import { defineConfig } from 'tsup';

export default defineConfig([
  {
    entry: ['src/index.ts'],
    format: ['esm', 'cjs'],
    dts: true,
    clean: true,
    sourcemap: true,
    target: 'es2022',
    external: ['react', 'react-dom', 'react/jsx-runtime'],
  },
  {
    // One static stylesheet: tokens, base rules and every component, @imports inlined and minified.
    entry: { styles: 'src/styles/index.css' },
    minify: true,
    clean: false,
  },
]);
