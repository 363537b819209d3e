// node-polyglot ships no types and @types/node-polyglot is not installed: only what we call.
declare module 'node-polyglot' {
  export interface PolyglotOptions {
    locale?: string;
    phrases?: object;
  }

  export default class Polyglot {
    constructor(options?: PolyglotOptions);
    t(key: string, options?: Record<string, unknown>): string;
  }
}
