/** What our middleware leaves on `res.locals` for the handlers after it. */
import type { Translate } from '../../src/core/i18n';
import type { Language } from '../../src/core/registry/types';
import type { ResourceMeta } from '../../src/core/registry/types';
import type { DbRecord } from '../db/types';

declare global {
  // Declaration merging with Express's own namespace is the typed way to extend res.locals.
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace Express {
    interface Locals {
      /** Set for every /api request from Accept-Language. */
      language: Language;
      t: Translate;
      /** The signed-in user, set by requireUser. */
      user?: DbRecord;
      /** The resource of /api/<collection>, set by the resource routes. */
      resource?: ResourceMeta;
      /** A fetch by ids of a role that may not list the resource: lookup fields only. */
      lookupOnly?: boolean;
      /** A write answered 2xx that changed nothing: no realtime push follows it. */
      wroteNothing?: boolean;
    }
  }
}

export {};
