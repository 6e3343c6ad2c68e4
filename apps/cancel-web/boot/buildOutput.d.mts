export declare const COMPILE_HINT: string;
export declare const APP_MODULE: string;
export declare const APP_CHUNK_NAME: string;
export declare function languageOfModule(moduleId: string | null | undefined): string | undefined;
export declare function textPartOfModule(
  moduleId: string | null | undefined,
): { readonly part: 'outcome' | 'pages'; readonly language: string } | undefined;
export declare function importClosure(
  roots: Iterable<string>,
  importsOf: (name: string) => Iterable<string>,
  seen?: Set<string>,
): Set<string>;
export interface ChunkGraphNode {
  readonly file?: string;
  readonly imports?: readonly string[];
  readonly isEntry?: boolean;
  readonly name?: string;
}
export declare function staticClosure(
  manifest: Record<string, ChunkGraphNode>,
  key: string,
  seen?: Set<string>,
): Set<string>;
export declare function runOnLoadParts(graph: Record<string, ChunkGraphNode>): {
  entry: Set<string>;
  app: Set<string>;
};
export declare function keysRunOnLoad(graph: Record<string, ChunkGraphNode>): Set<string>;
