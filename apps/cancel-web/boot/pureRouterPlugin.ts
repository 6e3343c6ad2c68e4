import type { Plugin } from 'vite';

/** react-router's bundled build: one large module that every react-router-dom import lands in. */
const REACT_ROUTER_CHUNK = /[\\/]react-router[\\/]dist[\\/][^\\/]+[\\/]chunk-[^\\/]+\.mjs$/;

/**
 * Marks react-router's module-level component and context factories as pure and drops its
 * `displayName` assignments (read only by React's developer tools), so tree-shaking can leave
 * out what the app never renders: `<NavLink>`, `<Form>` with its submission code, the
 * framework-mode contexts. Without the marks, every `React.forwardRef(…)` call at the top of the
 * module counts as a side effect and keeps its component, and whatever that renders, in the entry.
 * Line count and columns before each change are kept, so source maps stay usable.
 */
export function annotateReactRouter(code: string): string {
  return staticContextTypes(code)
    .replace(
      /^var ([\w$]+) = (React\d*)\.(forwardRef|memo|createContext)\(/gm,
      'var $1 = /* @__PURE__ */ $2.$3(',
    )
    .replace(/^[A-Za-z_$][\w$]*\.displayName = "[^"\n]*";$/gm, '');
}

/**
 * Moves each top-level `Component.contextType = Context;` into its class as a static field: an
 * assignment after the class counts as a side effect, so the class (`RenderErrorBoundary`, with
 * the error screens it renders) would stay in the bundle even where nothing renders it.
 */
function staticContextTypes(code: string): string {
  const assignment = /^([A-Za-z_$][\w$]*)\.contextType = ([A-Za-z_$][\w$]*);$/gm;
  let out = code;
  for (const [line, component = '', context = ''] of code.matchAll(assignment)) {
    const opening = new RegExp(
      `^(var ${component.replace(/\$/g, '\\$')} = class extends [\\w$.]+ \\{)$`,
      'm',
    );
    if (!opening.test(out)) continue;
    out = out
      .replace(opening, (declaration) => `${declaration} static contextType = ${context};`)
      .replace(line, '');
  }
  return out;
}

/**
 * react-router's package exports only its development build (developer warnings on): where a
 * resolved import lands in it, the path of the same file in the production build.
 */
export function productionBuildOf(resolvedId: string): string | undefined {
  const production = resolvedId.replace(
    /([\\/]react-router[\\/]dist[\\/])development([\\/])/,
    '$1production$2',
  );
  return production === resolvedId ? undefined : production;
}

/**
 * In production builds: react-router's production build (its package's `exports` name only the
 * development one, whose warnings and "Hey developer" error screen would ship), with
 * {@link annotateReactRouter} applied.
 */
export function pureReactRouter(): Plugin {
  return {
    name: 'cancel-flow:pure-react-router',
    apply: 'build',
    // Before Vite's own resolver, which would settle on the development build.
    enforce: 'pre',
    async resolveId(source, importer, options) {
      if (source !== 'react-router' && source !== 'react-router/dom') return null;
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      const production = resolved && productionBuildOf(resolved.id);
      return production ? { ...resolved, id: production } : resolved;
    },
    transform(code, id) {
      if (!REACT_ROUTER_CHUNK.test(id)) return null;
      return { code: annotateReactRouter(code), map: null };
    },
  };
}
