import type { Language } from '../languages';
import { cn } from './cn';
import { en, type AppMessages } from './en';
import { uz } from './uz';

export type { AppMessages };

/** The app's own messages (errors, validation, notifications, login...), per language. */
export const appMessages: Record<Language, AppMessages> = { uz, en, cn };
