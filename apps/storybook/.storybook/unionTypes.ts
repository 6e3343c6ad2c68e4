import type { ArgTypes } from '@storybook/react-vite';

/**
 * A TypeScript type as react-docgen describes it in a component's `__docgenInfo`
 * (`props[name].tsType`): a union lists its `elements`, a literal keeps its source text in `value`.
 */
interface DocgenType {
  readonly name: string;
  readonly raw?: string;
  readonly value?: string;
  readonly elements?: readonly DocgenType[];
}

interface DocgenProp {
  readonly required?: boolean;
  readonly tsType?: DocgenType;
}

interface DocgenComponent {
  readonly __docgenInfo?: { readonly props?: Readonly<Record<string, DocgenProp>> };
  /** A `memo()` component's inner component, which carries the docgen info. */
  readonly type?: DocgenComponent;
}

type ExtractArgTypes = (component: unknown) => ArgTypes | null;

/** The members of a union; a union inside it (a type alias such as `ButtonVariant`) flattened. */
function members(type: DocgenType): DocgenType[] {
  return type.name === 'union' && type.elements ? type.elements.flatMap(members) : [type];
}

/**
 * A union prop's type as its props-table row shows it: its members as written, e.g.
 * `'primary' | 'secondary' | 'danger' | 'link'` or `1 | 2 | 3`. An optional prop's `undefined` is
 * left out, as Storybook does for every other optional prop (`string | undefined` reads `string`).
 */
export function unionSummary(type: DocgenType, required: boolean): string {
  return members(type)
    .filter((member) => required || member.name !== 'undefined')
    .map((member) =>
      member.name === 'literal' && member.value !== undefined
        ? member.value
        : (member.raw ?? member.name),
    )
    .join(' | ');
}

function docgenProps(component: unknown): Readonly<Record<string, DocgenProp>> | undefined {
  const described = component as DocgenComponent | null | undefined;
  return described?.__docgenInfo?.props ?? described?.type?.__docgenInfo?.props;
}

/**
 * Storybook's props tables name a react-docgen union type by the bare word "union" (its docgen
 * `name`), whatever its members: `variant?: ButtonVariant` read "union" instead of
 * `'primary' | 'secondary' | 'danger' | 'link'`. React-docgen writes every TypeScript union so,
 * however the kit declares it, and Storybook takes no react-docgen handler of ours; so this wraps
 * the renderer's `extractArgTypes` (`parameters.docs.extractArgTypes`, which both a component's
 * table and its subcomponents' tabs are read with) and gives each union prop its members instead.
 * A generic type keeps its type arguments (`ReadonlyArray<PlanOption>`, not `ReadonlyArray`); the
 * kit writes its array props so, since react-docgen cannot read `readonly PlanOption[]` at all
 * ("unknown"). Only the table's text changes: the arg's `type`, from which Storybook infers the
 * controls (a radio for literal values), is left as it is.
 */
export function withUnionMembers(extract: unknown): ExtractArgTypes {
  if (typeof extract !== 'function') {
    throw new Error("withUnionMembers: no renderer's extractArgTypes to wrap");
  }
  return (component) => {
    const argTypes = (extract as ExtractArgTypes)(component);
    const props = docgenProps(component);
    if (!argTypes || !props) return argTypes;
    return Object.fromEntries(
      Object.entries(argTypes).map(([name, argType]) => {
        const tsType = props[name]?.tsType;
        const shown = argType.table?.type?.summary;
        let summary: string | undefined;
        if (shown === 'union' && tsType?.name === 'union') {
          summary = unionSummary(tsType, props[name]?.required ?? false);
        } else if (tsType?.elements && tsType.raw && shown === tsType.name) {
          // A generic type (`ReadonlyArray<PlanOption>`) would read as its bare name.
          summary = tsType.raw;
        }
        if (summary === undefined) return [name, argType];
        return [name, { ...argType, table: { ...argType.table, type: { summary } } }];
      }),
    );
  };
}
