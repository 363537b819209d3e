import type { Model } from '../model';
import { GENERATED_HEADER, literal } from './header';

/** src/generated/registry.ts: the runtime metadata of every resource, enum and menu section. */
export function emitRegistry(model: Model): string {
  const resources = Object.fromEntries(model.resources.map((r) => [r.meta.name, r.meta]));
  const sections = model.sections.map(({ name, path, icon, redirect, order }) => ({
    name,
    path,
    icon,
    redirect,
    order,
  }));
  return `${GENERATED_HEADER}
import type { EnumMeta, ResourceMeta } from '../registry/types';

export const resources: Record<string, ResourceMeta> = ${literal(resources)};

export const enums: Record<string, EnumMeta> = ${literal(model.enums)};

export interface SectionMeta { name: string; path: string; icon: string; redirect: string; order: number }

export const sections: SectionMeta[] = ${literal(sections)};
`;
}
