export declare const CHROMIUM_ARGS: string[];
export declare function chromiumPath(): string;
export declare function requireChromium(): string;
export declare function headlessShellPath(): string;
export declare function requireTestChromium(): string;
