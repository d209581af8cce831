/**
 * `use-sync-external-store/shim` for wouter and antd-mobile (vite.config.ts points the shim here): React 19 has the
 * hook itself, and the shim's fallback for React 17 would be 0.3 KB of the first screen that never runs.
 */
export { useSyncExternalStore } from 'react';
