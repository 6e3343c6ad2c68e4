export declare const COMPILE_HINT: string;
export declare function importClosure(
  roots: Iterable<string>,
  importsOf: (name: string) => Iterable<string>,
  seen?: Set<string>,
): Set<string>;
export declare function staticClosure(
  manifest: Record<string, { imports?: string[] }>,
  key: string,
  seen?: Set<string>,
): Set<string>;
