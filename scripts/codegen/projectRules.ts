/**
 * Rules the project relies on beyond names that exist, checked on the compiled model so they are
 * stated once, at the YAML line that breaks them: an amount, weight or count a request writes has
 * a `max` (docs/decisions.md "Limits of amounts"), and a required field is writable by every role
 * that may create the record.
 */
import type { Registry } from './load';
import type { Model } from './model';
import { RegistryError } from './registryError';
import type { Field, ScalarField } from './registrySchema';

/** Units of money, weight and count: unbounded, a sum could pass what cents or som hold. */
const BOUNDED_UNITS = new Set(['USD', 'som', 'kg']);

const needsMax = (field: Field | ScalarField): boolean =>
  (field.type === 'number' || field.type === 'integer') &&
  field.max === undefined &&
  (field.unit === undefined || BOUNDED_UNITS.has(field.unit));

export function checkProjectRules(registry: Registry, model: Model): void {
  const companyRoles = new Set(registry.roles.companyRoles);
  for (const { meta, source, access } of model.resources) {
    const located = registry.sources.get(meta.name)!;
    const at = (path: (string | number)[], reason: string): never => {
      const found = located.locate?.(path);
      throw new RegistryError(
        found?.file ?? located.file,
        found?.keyLine ?? located.lineOf(path),
        reason,
      );
    };
    const filledCompany = meta.scope && !('via' in meta.scope) ? meta.scope.company : undefined;
    for (const field of meta.fields) {
      const yaml = source.fields[field.name];
      if (!field.readOnly && needsMax(yaml))
        at(['fields', field.name], `${field.name}: a number a request writes needs a max`);
      if (field.type === 'list' && yaml.type === 'list' && !field.readOnly)
        for (const [name, sub] of Object.entries(yaml.of))
          if (needsMax(sub))
            at(
              ['fields', field.name, 'of', name],
              `${name}: a number a request writes needs a max`,
            );
      if (!field.required || !field.writers || !field.places.includes('create')) continue;
      if ('default' in yaml && yaml.default !== undefined) continue;
      // A company role's company is filled in by the server, whoever may write it otherwise.
      const creators = access.create.filter(
        (role) => !(field.name === filledCompany && companyRoles.has(role)),
      );
      const left = creators.filter((role) => !field.writers!.includes(role));
      if (left.length > 0)
        at(
          ['fields', field.name, 'writtenBy'],
          `${field.name} is required but ${left.join(', ')} may create a ${meta.name} without writing it`,
        );
    }
  }
}
