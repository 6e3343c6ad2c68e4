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
  return code
    .replace(
      /^var ([\w$]+) = (React\d*)\.(forwardRef|memo|createContext)\(/gm,
      'var $1 = /* @__PURE__ */ $2.$3(',
    )
    .replace(/^[A-Za-z_$][\w$]*\.displayName = "[^"\n]*";$/gm, '');
}

/** Applies {@link annotateReactRouter} to react-router's build in production builds. */
export function pureReactRouter(): Plugin {
  return {
    name: 'cancel-flow:pure-react-router',
    apply: 'build',
    transform(code, id) {
      if (!REACT_ROUTER_CHUNK.test(id)) return null;
      return { code: annotateReactRouter(code), map: null };
    },
  };
}
