/** What every transaction recomputes before it commits: the figures derived from what it wrote. */
import { boxFiguresHook } from './boxes/boxFigures';
import type { WriteHook } from './db/store';

export const writeHooks: readonly WriteHook[] = [boxFiguresHook];
