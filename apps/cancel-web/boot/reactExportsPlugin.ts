import { relative } from 'node:path';
import { parseAst, type Plugin } from 'vite';

/**
 * React's CommonJS production files, by the name the app's code imports them by. A bundler cannot
 * tree-shake CommonJS: each `exports.name = …` of these files counts as used, with all the code it
 * reaches, so every visit downloaded `hydrateRoot`, `flushSync`, `preload`, `preinit`,
 * `Children`, `forwardRef`… that nothing calls.
 */
const REACT_FILES = {
  react: /[\\/]react[\\/]cjs[\\/]react\.production\.js$/,
  'react-dom': /[\\/]react-dom[\\/]cjs[\\/]react-dom\.production\.js$/,
  'react-dom/client': /[\\/]react-dom[\\/]cjs[\\/]react-dom-client\.production\.js$/,
  scheduler: /[\\/]scheduler[\\/]cjs[\\/]scheduler\.production\.js$/,
} as const;

export type ReactModule = keyof typeof REACT_FILES;

const REACT_MODULES = Object.keys(REACT_FILES) as ReactModule[];

/**
 * The exports of React's files that the build's code reads: the app, the packages, react-router,
 * react-hook-form, and React's own files (React DOM reads React's internals and version, and the
 * scheduler's functions). The plugin removes every other export's assignment, and the minifier
 * then drops the code only those reached. The build fails when this list and the code disagree
 * (`reactExportsUsedBy` reads the code), so a new import is never shipped as `undefined`.
 */
export const KEPT_REACT_EXPORTS: Readonly<Record<ReactModule, readonly string[]>> = {
  react: [
    '__CLIENT_INTERNALS_DO_NOT_USE_OR_WARN_USERS_THEY_CANNOT_UPGRADE',
    'Component',
    'Fragment',
    'StrictMode',
    'Suspense',
    'cloneElement',
    'createContext',
    'createElement',
    'lazy',
    'memo',
    'startTransition',
    'useCallback',
    'useContext',
    'useEffect',
    'useId',
    'useLayoutEffect',
    'useMemo',
    'useRef',
    'useState',
    'useSyncExternalStore',
    'version',
  ],
  'react-dom': ['__DOM_INTERNALS_DO_NOT_USE_OR_WARN_USERS_THEY_CANNOT_UPGRADE'],
  'react-dom/client': ['createRoot'],
  scheduler: [
    'unstable_IdlePriority',
    'unstable_ImmediatePriority',
    'unstable_LowPriority',
    'unstable_NormalPriority',
    'unstable_UserBlockingPriority',
    'unstable_cancelCallback',
    'unstable_getCurrentPriorityLevel',
    'unstable_now',
    'unstable_requestPaint',
    'unstable_scheduleCallback',
    'unstable_shouldYield',
  ],
};

/** What one module reads of each React file: export names, or `'all'` when it uses the object. */
export type ReactExportsUse = Map<ReactModule, Set<string> | 'all'>;

interface AstNode {
  readonly type: string;
  readonly start: number;
  readonly end: number;
  readonly [key: string]: unknown;
}

/** The module's syntax tree, parsed once for both the reads and the exports of React's files. */
const parse = (code: string) => parseAst(code) as unknown as AstNode;

const isNode = (value: unknown): value is AstNode =>
  typeof value === 'object' && value !== null && typeof (value as AstNode).type === 'string';

/** Calls `visit` for every node under `node` with its parent, depth first. */
function walk(node: AstNode, visit: (node: AstNode, parent: AstNode | undefined) => void) {
  const stack: [AstNode, AstNode | undefined][] = [[node, undefined]];
  while (stack.length > 0) {
    const [current, parent] = stack.pop()!;
    visit(current, parent);
    for (const value of Object.values(current)) {
      for (const child of Array.isArray(value) ? value : [value]) {
        if (isNode(child)) stack.push([child, current]);
      }
    }
  }
}

const reactModuleOf = (source: unknown): ReactModule | undefined =>
  isNode(source) && source.type === 'Literal' && typeof source.value === 'string'
    ? REACT_MODULES.find((name) => name === source.value)
    : undefined;

const nameOf = (node: unknown): string | undefined =>
  isNode(node)
    ? node.type === 'Identifier'
      ? (node.name as string)
      : node.type === 'Literal' && typeof node.value === 'string'
        ? node.value
        : undefined
    : undefined;

/**
 * The exports of React's files that a module (JavaScript, as the bundler sees it after its own
 * transforms) reads: named imports, `React.name` on a namespace or default import or on a
 * `require()` result, `React[NAME]` where NAME is a string constant of the module. Any other use
 * of such an object (passed on, indexed by a variable, re-exported, a dynamic `import()`) is
 * `'all'`.
 */
export function reactExportsUsedBy(code: string, program?: AstNode): ReactExportsUse {
  const used: ReactExportsUse = new Map();
  if (!REACT_MODULES.some((name) => code.includes(`'${name}'`) || code.includes(`"${name}"`))) {
    return used;
  }
  const add = (module: ReactModule, name: string | 'all') => {
    const names = used.get(module);
    if (names === 'all') return;
    if (name === 'all') used.set(module, 'all');
    else if (names) names.add(name);
    else used.set(module, new Set([name]));
  };
  // Identifiers bound to a whole React module, and the nodes that bind them.
  const objects = new Map<string, ReactModule>();
  const bindings = new Set<AstNode>();
  // `var USE_OPTIMISTIC = "useOptimistic"`, for react-router's `React[USE_OPTIMISTIC]`, unless
  // the module assigns the name again.
  const constants = new Map<string, string>();
  const reassigned = new Set<string>();
  const tree = program ?? parse(code);

  walk(tree, (node, parent) => {
    const source = reactModuleOf(node.source);
    if (node.type === 'ImportDeclaration' && source) {
      for (const specifier of node.specifiers as AstNode[]) {
        if (specifier.type === 'ImportSpecifier') add(source, nameOf(specifier.imported) ?? 'all');
        else {
          objects.set(nameOf(specifier.local) ?? '', source);
          bindings.add(specifier.local as AstNode);
        }
      }
    } else if (
      (node.type === 'ExportNamedDeclaration' ||
        node.type === 'ExportAllDeclaration' ||
        node.type === 'ImportExpression') &&
      source
    ) {
      // A re-export passes the names on to modules whose reads this one cannot see.
      add(source, 'all');
    } else if (
      node.type === 'VariableDeclarator' &&
      isNode(node.init) &&
      node.init.type === 'Literal' &&
      typeof node.init.value === 'string'
    ) {
      constants.set(nameOf(node.id) ?? '', node.init.value);
    } else if (node.type === 'AssignmentExpression' || node.type === 'UpdateExpression') {
      reassigned.add(
        nameOf(node.type === 'AssignmentExpression' ? node.left : node.argument) ?? '',
      );
    } else if (node.type === 'CallExpression' && nameOf(node.callee) === 'require') {
      const required = reactModuleOf((node.arguments as AstNode[])[0]);
      if (!required) return;
      if (
        parent?.type === 'VariableDeclarator' &&
        isNode(parent.id) &&
        parent.id.type === 'Identifier'
      ) {
        objects.set(nameOf(parent.id) ?? '', required);
        bindings.add(parent.id);
      } else {
        add(required, 'all');
      }
    }
  });
  if (objects.size === 0) return used;

  walk(tree, (node, parent) => {
    if (node.type !== 'Identifier' || bindings.has(node)) return;
    const module = objects.get(node.name as string);
    if (!module || !parent) return;
    if (parent.type === 'MemberExpression' && parent.object === node) {
      const property = parent.property as AstNode;
      if (!parent.computed) add(module, nameOf(property)!);
      else if (property.type === 'Literal') add(module, nameOf(property) ?? 'all');
      else {
        const constant = nameOf(property) ?? '';
        add(module, reassigned.has(constant) ? 'all' : (constants.get(constant) ?? 'all'));
      }
    } else if (parent.type === 'MemberExpression' && parent.property === node && !parent.computed) {
      // `other.React`: a property that shares the name.
    } else if (
      parent.type === 'Property' &&
      parent.key === node &&
      !parent.computed &&
      !parent.shorthand
    ) {
      // `{ React: … }`: a key that shares the name.
    } else {
      add(module, 'all');
    }
  });
  return used;
}

/** One top-level `exports.name = …;` statement of a CommonJS file. */
interface ExportStatement {
  readonly name: string;
  readonly start: number;
  readonly end: number;
}

function exportStatements(program: AstNode): ExportStatement[] {
  const statements: ExportStatement[] = [];
  for (const statement of program.body as AstNode[]) {
    const expression = statement.expression;
    if (statement.type !== 'ExpressionStatement' || !isNode(expression)) continue;
    if (expression.type !== 'AssignmentExpression' || expression.operator !== '=') continue;
    const target = expression.left;
    if (!isNode(target) || target.type !== 'MemberExpression' || target.computed) continue;
    if (nameOf(target.object) !== 'exports') continue;
    statements.push({ name: nameOf(target.property)!, start: statement.start, end: statement.end });
  }
  return statements;
}

/**
 * A CommonJS file without the top-level `exports.name = …;` statements of the exports not in
 * `kept`, each blanked out with spaces (lines and columns stay, so its source map does too), and
 * the names it exported.
 */
export function withoutUnusedExports(
  code: string,
  kept: ReadonlySet<string>,
  program: AstNode = parse(code),
): { code: string; exported: string[]; removed: string[] } {
  const statements = exportStatements(program);
  const removed: string[] = [];
  let out = '';
  let from = 0;
  for (const { name, start, end } of statements) {
    if (kept.has(name)) continue;
    const text = code.slice(start, end);
    if (!text.startsWith(`exports.${name}`)) {
      throw new Error(
        `Expected \`exports.${name}\` at offset ${start}, found \`${text.slice(0, 40)}\``,
      );
    }
    out += code.slice(from, start) + text.replace(/[^\n]/g, ' ');
    from = end;
    removed.push(name);
  }
  return {
    code: out + code.slice(from),
    exported: [...new Set(statements.map(({ name }) => name))],
    removed: [...new Set(removed)],
  };
}

/**
 * Disagreements between what the build's modules read of React's files and KEPT_REACT_EXPORTS:
 * a removed export some module reads (it would be `undefined`), a module that reads a whole file,
 * and a kept export nothing reads (it would ship unused). Empty when they agree.
 */
export function keptExportsProblems(
  uses: ReadonlyMap<string, ReactExportsUse>,
  exported: ReadonlyMap<ReactModule, readonly string[]>,
  kept: Readonly<Record<ReactModule, readonly string[]>> = KEPT_REACT_EXPORTS,
): string[] {
  const problems: string[] = [];
  for (const [module, names] of exported) {
    const exportedNames = new Set(names);
    const keptNames = new Set(kept[module]);
    const read = new Set<string>();
    for (const [id, use] of uses) {
      const moduleUse = use.get(module);
      if (moduleUse === 'all') {
        problems.push(
          `${id} uses '${module}' as a whole object: import the names it needs (code that cannot ` +
            `change: take '${module}' out of REACT_FILES, which then ships whole)`,
        );
        continue;
      }
      for (const name of moduleUse ?? []) {
        if (!exportedNames.has(name)) continue;
        read.add(name);
        if (!keptNames.has(name)) {
          problems.push(`${id} reads '${module}'.${name}: add it to KEPT_REACT_EXPORTS`);
        }
      }
    }
    for (const name of keptNames) {
      if (!read.has(name)) {
        problems.push(`nothing reads '${module}'.${name}: remove it from KEPT_REACT_EXPORTS`);
      }
    }
  }
  return problems;
}

/**
 * What survived tree-shaking of each module's reads: only modules in the output, and only the names
 * their rendered code still mentions (react-router's `forwardRef` went with `<NavLink>`, which
 * the app never renders). `rendered` maps a module's id to its code in the output.
 */
export function renderedUses(
  uses: ReadonlyMap<string, ReactExportsUse>,
  rendered: ReadonlyMap<string, string>,
): Map<string, ReactExportsUse> {
  const kept = new Map<string, ReactExportsUse>();
  for (const [id, use] of uses) {
    const code = rendered.get(id);
    if (code === undefined) continue;
    const survived: ReactExportsUse = new Map();
    for (const [module, names] of use) {
      if (names === 'all') survived.set(module, 'all');
      else survived.set(module, new Set([...names].filter((name) => mentions(code, name))));
    }
    kept.set(id, survived);
  }
  return kept;
}

const mentions = (code: string, name: string) =>
  new RegExp(`(^|[^\\w$])${name.replace(/\$/g, '\\$')}($|[^\\w$])`).test(code);

/**
 * Production builds: React's CommonJS files without the exports the build never reads
 * (KEPT_REACT_EXPORTS); the build fails when the list and the output disagree.
 */
export function unusedReactExports(): Plugin {
  const uses = new Map<string, ReactExportsUse>();
  const exported = new Map<ReactModule, readonly string[]>();
  return {
    name: 'cancel-flow:unused-react-exports',
    apply: 'build',
    // After the TypeScript and JSX transforms: the modules' imports as the bundler sees them.
    enforce: 'post',
    buildStart() {
      uses.clear();
      exported.clear();
    },
    transform(code, id) {
      if (!/\.[cm]?[jt]sx?$/.test(id.split('?')[0]!)) return null;
      const module = REACT_MODULES.find((name) => REACT_FILES[name].test(id));
      // React's own files are large (React DOM's client 0.6 MB): one parse serves both passes.
      const program = module ? parse(code) : undefined;
      const use = reactExportsUsedBy(code, program);
      if (use.size > 0) uses.set(relative(process.cwd(), id), use);
      if (!module) return null;
      const pruned = withoutUnusedExports(code, new Set(KEPT_REACT_EXPORTS[module]), program);
      exported.set(module, pruned.exported);
      return { code: pruned.code, map: null };
    },
    // The modules' rendered code, before the chunks are minified.
    generateBundle(_options, bundle) {
      const rendered = new Map<string, string>();
      for (const output of Object.values(bundle)) {
        if (output.type !== 'chunk') continue;
        for (const [id, module] of Object.entries(output.modules)) {
          if (module.code !== null) rendered.set(relative(process.cwd(), id), module.code);
        }
      }
      const problems = keptExportsProblems(renderedUses(uses, rendered), exported);
      if (problems.length > 0) {
        this.error(
          `React's exports and boot/reactExportsPlugin.ts disagree:\n- ${problems.join('\n- ')}`,
        );
      }
    },
  };
}
