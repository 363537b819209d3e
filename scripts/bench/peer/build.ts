/**
 * Builds the peer (main.tsx) as a plain Vite + React app: Vite's defaults, its own output folder,
 * none of the project's build settings (chunks, compression).
 */
import react from '@vitejs/plugin-react';
import { build } from 'vite';

export async function buildPeer(outDir: string): Promise<void> {
  await build({
    configFile: false,
    root: import.meta.dirname,
    logLevel: 'warn',
    plugins: [react()],
    build: { outDir, emptyOutDir: true },
  });
}
