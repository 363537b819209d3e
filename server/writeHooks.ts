/**
 * What every transaction does before it commits: recompute the figures derived from what it
 * wrote, and end the sessions of users whose password, role, company or activity it changed.
 */
import { endSessionsHook } from './auth/sessionsHook';
import { boxFiguresHook } from './boxes/boxFigures';
import type { WriteHook } from './db/store';

export const writeHooks: readonly WriteHook[] = [boxFiguresHook, endSessionsHook];
