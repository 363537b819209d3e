import { useEffect } from 'react';
import { useResourceContext, useTranslate } from 'react-admin';
import { useFormContext, useWatch } from 'react-hook-form';
import { productOf, type ProductCheck } from '../core/registry/recordChecks';
import { QuantityInput } from './QuantityInput';

type ProductInputProps = Parameters<typeof QuantityInput>[0] & {
  /** Its factors and scale (schema `product:`), as the validators derive it. */
  product: ProductCheck;
};

/**
 * A number that is the product of others (a waybill's volume: length × width × height, schema
 * `product:`): once every factor is typed it follows them live and cannot be typed itself, as the
 * API derives it on save; while one is missing it is typed like any number.
 */
export const ProductInput = ({ product, readOnly, ...props }: ProductInputProps) => {
  const translate = useTranslate();
  const resource = useResourceContext();
  const { getValues, getFieldState, setValue } = useFormContext();
  const factors: unknown[] = useWatch({ name: product.of });
  const derived = productOf(
    product,
    Object.fromEntries(product.of.map((name, index) => [name, factors[index]])),
  );
  useEffect(() => {
    if (derived === undefined || getValues(props.source) === derived) return;
    // A stored value the sides no longer give is corrected without counting as an edit.
    const edited = product.of.some((name) => getFieldState(name).isDirty);
    setValue(props.source, derived, { shouldDirty: edited });
  }, [derived, getValues, getFieldState, setValue, product.of, props.source]);
  const factorLabels = product.of
    .map((name) => translate(`resources.${resource}.fields.${name}`))
    .join(' × ');
  return (
    <QuantityInput
      {...props}
      readOnly={readOnly || derived !== undefined}
      helperText={translate('forms.product', { factors: factorLabels })}
    />
  );
};
