import { compile } from 'json-schema-to-typescript';
import type { Model } from '../model';
import { GENERATED_HEADER } from './header';
import { recordSchema } from './jsonSchema';

/**
 * src/core/generated/types.ts: the record type of each resource, as the API returns it. Input types
 * are the validators' own (`z.input<typeof waybillSchema>`), so they are not repeated here.
 */
export async function emitTypes(model: Model): Promise<string> {
  const options = {
    bannerComment: '',
    format: false,
    additionalProperties: false,
    declareExternallyReferenced: true,
    maxItems: -1,
  };
  const parts: string[] = [];
  for (const resource of model.resources) {
    parts.push(await compile(recordSchema(model, resource), resource.typeName, options));
  }
  return `${GENERATED_HEADER}\n${parts.join('\n')}`;
}
