import { describe, expect, it } from 'vitest';
import { annotateReactRouter } from './pureRouterPlugin';

// The shapes of react-router 7's bundled build (dist/development/chunk-*.mjs).
const routerModule = [
  'var LocationContext = React.createContext(null);',
  'LocationContext.displayName = "Location";',
  'var MemoizedDataRoutes = React3.memo(DataRoutes2);',
  'var NavLink = React10.forwardRef(',
  '  function NavLinkWithRef(props, ref) {',
  '    let FetcherForm2 = React10.forwardRef(inner);',
  '    FetcherForm2.displayName = "fetcher.Form";',
  '    return null;',
  '  }',
  ');',
  'NavLink.displayName = "NavLink";',
  'let value = React10.useMemo(() => 1, []);',
].join('\n');

describe('annotateReactRouter', () => {
  const out = annotateReactRouter(routerModule);

  it('marks the module-level component and context factories pure, so unused ones shake out', () => {
    expect(out).toContain('var LocationContext = /* @__PURE__ */ React.createContext(null);');
    expect(out).toContain('var MemoizedDataRoutes = /* @__PURE__ */ React3.memo(DataRoutes2);');
    expect(out).toContain('var NavLink = /* @__PURE__ */ React10.forwardRef(');
  });

  it('drops the top-level displayName assignments that would keep every component alive', () => {
    expect(out).not.toContain('LocationContext.displayName');
    expect(out).not.toContain('NavLink.displayName');
  });

  it('leaves hook calls and code inside functions as they are', () => {
    expect(out).toContain('let value = React10.useMemo(() => 1, []);');
    expect(out).toContain('    let FetcherForm2 = React10.forwardRef(inner);');
    expect(out).toContain('    FetcherForm2.displayName = "fetcher.Form";');
  });

  it('keeps every line where it was, so source maps stay right', () => {
    expect(out.split('\n')).toHaveLength(routerModule.split('\n').length);
  });
});
