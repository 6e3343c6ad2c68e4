export declare const COMPILE_HINT: string;
export declare const APP_MODULE: string;
export declare const APP_CHUNK_NAME: string;
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
export declare function keysRunOnLoad(
  manifest: Record<string, { file?: string; imports?: string[]; isEntry?: boolean; name?: string }>,
): Set<string>;
