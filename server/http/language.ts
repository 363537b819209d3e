/**
 * Every /api answer speaks the request's Accept-Language: `uz`, `en` or `cn` as the app sends it;
 * a browser-style list (`en-US,en;q=0.9`) counts by its first language; anything else means uz.
 */
import type { RequestHandler } from 'express';
import { createTranslator, resolveLanguage } from '../../src/core/i18n';
import type { Language } from '../../src/core/registry/types';
import './locals';

export function languageOf(header: string | undefined): Language {
  const first = header?.split(',')[0]?.split(';')[0]?.split('-')[0];
  return resolveLanguage(first === 'zh' ? 'cn' : first);
}

export const useRequestLanguage: RequestHandler = (req, res, next) => {
  res.locals.language = languageOf(req.headers['accept-language']);
  res.locals.t = createTranslator(res.locals.language);
  next();
};
