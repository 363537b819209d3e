import { DataTable } from 'react-admin';
import { QuantityField } from '../fields/QuantityField';
import type { Unit } from '../core/registry/types';

interface QuantityColProps {
  source: string;
  /** i18n key of the header, or a header that is data (a week); the field's label by default. */
  label?: string;
  unit?: Unit;
}

/** A right-aligned number column of a DataTable, formatted as QuantityField formats fields. */
export const QuantityCol = ({ source, label, unit }: QuantityColProps) => (
  <DataTable.Col source={source} label={label} align="right">
    <QuantityField source={source} unit={unit} />
  </DataTable.Col>
);
