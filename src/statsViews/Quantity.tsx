import { RecordContextProvider } from 'react-admin';
import { QuantityField } from '../fields/QuantityField';
import type { Unit } from '../core/registry/types';

/** A number outside any record (a total, a card), shown exactly as QuantityField shows fields. */
export const Quantity = ({ value, unit }: { value: number; unit?: Unit }) => (
  <RecordContextProvider value={{ id: 'quantity', value }}>
    <QuantityField source="value" unit={unit} />
  </RecordContextProvider>
);
