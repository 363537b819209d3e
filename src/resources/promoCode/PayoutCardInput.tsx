/**
 * The card a promo code's cashback is paid to (payCashback's `cardNumber`): one of the active
 * cards its owner saved, chosen from the list (where the payout is made, its number is shown
 * whole), or another number typed in, which the form and the API check (16 digits, Luhn) and the
 * API refuses when it is saved for someone else.
 */
import { Autocomplete, TextField } from '@mui/material';
import {
  FieldTitle,
  InputHelperText,
  useGetList,
  useInput,
  useRecordContext,
  type RaRecord,
} from 'react-admin';
import { resources } from '../../core/generated/registry';

interface PayoutCardInputProps {
  source: string;
  label: string;
  isRequired?: boolean;
  autoFocus?: boolean;
}

const BANK_CARDS = resources.bankCard.route;
/** More saved cards than anyone keeps: the list is one page. */
const MAX_CARDS = 50;

const cardLine = (card: RaRecord) => `${card.number} · ${card.name} · ${card.holderName}`;

export const PayoutCardInput = ({ source, label, isRequired, autoFocus }: PayoutCardInputProps) => {
  const promoCode = useRecordContext();
  const ownerId = promoCode?.ownerId as unknown;
  const { data: cards = [] } = useGetList(
    BANK_CARDS,
    {
      filter: { clientId: ownerId, isActive: true },
      pagination: { page: 1, perPage: MAX_CARDS },
      sort: { field: 'name', order: 'ASC' },
    },
    { enabled: ownerId !== undefined && ownerId !== null },
  );
  const { id, field, fieldState, formState } = useInput({ source, isRequired });
  const error = fieldState.isTouched || formState.isSubmitted ? fieldState.error : undefined;
  const typed = typeof field.value === 'string' ? field.value : '';
  return (
    <Autocomplete<RaRecord, false, false, true>
      freeSolo
      options={cards}
      getOptionLabel={(card) => (typeof card === 'string' ? card : String(card.number))}
      renderOption={({ key, ...props }, card) => (
        <li key={key} {...props}>
          {cardLine(card)}
        </li>
      )}
      inputValue={typed}
      onInputChange={(_event, value) => field.onChange(value)}
      onChange={(_event, card) =>
        field.onChange(typeof card === 'string' || card === null ? (card ?? '') : card.number)
      }
      renderInput={(params) => (
        <TextField
          {...params}
          id={id}
          name={field.name}
          inputRef={field.ref}
          onBlur={field.onBlur}
          autoFocus={autoFocus}
          label={<FieldTitle label={label} source={source} isRequired={isRequired} />}
          error={error !== undefined}
          helperText={<InputHelperText error={error?.message} />}
          slotProps={{ htmlInput: { ...params.inputProps, inputMode: 'numeric' } }}
        />
      )}
    />
  );
};
