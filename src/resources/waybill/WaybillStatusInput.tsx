import type { SelectInputProps } from 'react-admin';
import { canStartAt, type WaybillStatus } from '../../core/domain/statusChange';
import { FlowEnumInput } from '../../inputs/FlowEnumInput';
import { ProhibitedWarning } from './ProhibitedWarning';
import { useMayChangeStatus } from './useMayChangeStatus';

/** The waybill's status in its form: the prohibited-items warning, then the allowed statuses. */
export const WaybillStatusInput = (
  props: Omit<SelectInputProps, 'choices'> & { source: string },
) => (
  <>
    <ProhibitedWarning />
    <FlowEnumInput
      {...props}
      enumName="waybillStatus"
      heldFromSource="heldFrom"
      canStartAt={(value) => canStartAt(value as WaybillStatus)}
      mayChange={useMayChangeStatus()}
    />
  </>
);
