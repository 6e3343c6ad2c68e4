// boot-report.js's entry: boot/bootWatchPlugin.ts builds this file into a classic script (IIFE)
// with the build's values in place of __BOOT_REPORT_CONFIG__, when a DSN is set. boot-watch.js
// loads it once its banner shows (startBootWatch.ts, showMessage), to report what failed where the
// app's code did not run to report it (bootReport.ts).
import { createErrorReporter } from '../errors/errorReporter';
import { reportBootFailures } from './bootReport';

declare const __BOOT_REPORT_CONFIG__: { readonly dsn: string; readonly base: string };

const { dsn, base } = __BOOT_REPORT_CONFIG__;
void reportBootFailures(base, createErrorReporter({ dsn, host: window.location.host }));
