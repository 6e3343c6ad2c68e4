import type { IncomingMessage, ServerResponse } from 'node:http';

export declare const CONTENT_TYPES: Readonly<Record<string, string>>;
export declare function contentTypeOf(filePath: string): string;
export declare function findFile(dir: string, relativeUrlPath: string): Promise<string | undefined>;
export declare function wantsSpaFallback(relativeUrlPath: string, acceptHeader?: string): boolean;
export declare function createStaticHandler(options: {
  base: string;
  dir: string;
  gzip: boolean;
}): (request: IncomingMessage, response: ServerResponse, pathname: string) => Promise<boolean>;
export declare function sendText(response: ServerResponse, status: number, text: string): void;
