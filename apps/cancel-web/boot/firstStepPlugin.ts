import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build, type Plugin, type ResolvedConfig } from 'vite';
import { FIRST_STEP_FOLDER } from '../src/firstStep/firstStepFiles.ts';

const RENDERER = fileURLToPath(new URL('../src/firstStep/renderFirstSteps.tsx', import.meta.url));

interface RenderedFile {
  readonly file: string;
  readonly html: string;
}

/**
 * After the app's build, builds src/firstStep/renderFirstSteps.tsx for Node with the same config
 * (mode, settings, plugins) and writes the first step of every product page and language, both
 * question sets in one file, into the output folder, `first-step/…`
 * (src/firstStep/firstStepFiles.ts). The Node build goes to node_modules/.first-step/ and is never
 * shipped.
 */
export function firstSteps(): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'cancel-flow:first-steps',
    apply: (userConfig, env) => env.command === 'build' && !userConfig.build?.ssr,
    configResolved(resolved) {
      config = resolved;
    },
    async closeBundle() {
      const serverOut = resolve(config.root, 'node_modules/.first-step');
      await build({
        configFile: config.configFile,
        mode: config.mode,
        logLevel: 'warn',
        build: {
          ssr: RENDERER,
          outDir: serverOut,
          emptyOutDir: true,
          manifest: false,
          sourcemap: false,
          copyPublicDir: false,
        },
        // The workspace packages from source, as in the app's build.
        ssr: { noExternal: [/^@cancel-flow\//] },
      });
      const module = (await import(
        `${pathToFileURL(join(serverOut, 'renderFirstSteps.js')).href}?${Date.now()}`
      )) as { renderFirstSteps(): Promise<RenderedFile[]> };
      const files = await module.renderFirstSteps();
      const outDir = resolve(config.root, config.build.outDir);
      rmSync(join(outDir, FIRST_STEP_FOLDER), { recursive: true, force: true });
      for (const { file, html } of files) {
        mkdirSync(dirname(join(outDir, file)), { recursive: true });
        writeFileSync(join(outDir, file), html);
      }
      config.logger.info(
        `first steps: ${files.length} files in ${config.build.outDir}/${FIRST_STEP_FOLDER}/`,
      );
    },
  };
}
