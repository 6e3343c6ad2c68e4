/**
 * The event the boot sends on `window` when the app's code failed to load (main.ts) or the app has
 * no texts at all (app/startApp.tsx): boot-watch.js
 * then shows its message at once instead of after its 20 seconds (boot/bootWatchPlugin.ts puts
 * the name in).
 */
export const BOOT_FAILED_EVENT = 'cancel-flow:boot-failed';
