export declare const COMPILE_HINT: string;
export declare function staticClosure(
  manifest: Record<string, { imports?: string[] }>,
  key: string,
  seen?: Set<string>,
): Set<string>;
