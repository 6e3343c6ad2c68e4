import { describe, expect, it } from 'vitest';
import { annotateReactRouter, productionBuildOf } from './pureRouterPlugin';

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
  'var RenderErrorBoundary = class extends React2.Component {',
  '  render() { return null; }',
  '};',
  'RenderErrorBoundary.contextType = RSCRouterContext;',
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

  it('moves a top-level contextType assignment into its class, so an unrendered class shakes out', () => {
    expect(out).toContain(
      'var RenderErrorBoundary = class extends React2.Component { static contextType = RSCRouterContext;',
    );
    expect(out).not.toContain('RenderErrorBoundary.contextType =');
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

describe('productionBuildOf', () => {
  const store = '/repo/node_modules/.pnpm/react-router@7.18.5/node_modules/react-router/dist';

  it("points a file of react-router's development build at the same file of its production build", () => {
    expect(productionBuildOf(`${store}/development/index.mjs`)).toBe(
      `${store}/production/index.mjs`,
    );
    expect(productionBuildOf(`${store}/development/dom-export.mjs`)).toBe(
      `${store}/production/dom-export.mjs`,
    );
    expect(
      productionBuildOf('C:\\repo\\node_modules\\react-router\\dist\\development\\index.mjs'),
    ).toBe('C:\\repo\\node_modules\\react-router\\dist\\production\\index.mjs');
  });

  it('leaves other files alone', () => {
    expect(productionBuildOf(`${store}/production/index.mjs`)).toBeUndefined();
    expect(productionBuildOf('/repo/node_modules/react-dom/development/index.js')).toBeUndefined();
  });
});
