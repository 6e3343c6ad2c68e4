// boot-watch.js's entry: boot/bootWatchPlugin.ts builds this file into a classic script (IIFE) and
// puts the build's values in place of __BOOT_WATCH_CONFIG__.
import type { BootWatchConfig } from './bootWatchConfig';
import { startBootWatch } from './startBootWatch';

declare const __BOOT_WATCH_CONFIG__: BootWatchConfig;

startBootWatch(__BOOT_WATCH_CONFIG__);
