import { useRecordContext, type SelectInputProps } from 'react-admin';
import { handoverBlock, handoverBlockMessage, handsOver } from '../../core/domain/handoverPayment';
import { canStartAt, type WaybillStatus } from '../../core/domain/statusChange';
import { FlowEnumInput } from '../../inputs/FlowEnumInput';
import { ProhibitedWarning } from './ProhibitedWarning';
import { useMayChangeStatus } from './useMayChangeStatus';

/**
 * The waybill's status in its form: the prohibited-items warning, then the allowed statuses; a
 * handover the parcel is not paid for yet shows disabled, saying why (as the API refuses it).
 */
export const WaybillStatusInput = (
  props: Omit<SelectInputProps, 'choices'> & { source: string },
) => {
  const record = useRecordContext();
  const blockedBy = (from: string | undefined, to: string) => {
    const block =
      record && handsOver(from as WaybillStatus | undefined, to as WaybillStatus)
        ? handoverBlock(record)
        : undefined;
    return block && handoverBlockMessage(block);
  };
  return (
    <>
      <ProhibitedWarning />
      <FlowEnumInput
        {...props}
        enumName="waybillStatus"
        heldFromSource="heldFrom"
        canStartAt={(value) => canStartAt(value as WaybillStatus)}
        mayChange={useMayChangeStatus()}
        blockedBy={blockedBy}
      />
    </>
  );
};
