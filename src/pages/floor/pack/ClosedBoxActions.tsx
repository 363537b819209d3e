/**
 * A closed box that has not left Yiwu reopens from here (its label and manifest are not printable
 * yet: issue 39 part 5).
 */
import { Button } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { PackedBox } from './packingCalls';

interface Props {
  box: PackedBox;
  onReopen(): void;
}

export const ClosedBoxActions = ({ box, onReopen }: Props) => {
  const translate = useTranslate();
  if (box.status !== 'Yiwu') return null;
  return (
    <Button variant="outlined" onClick={onReopen} sx={{ alignSelf: 'flex-start' }}>
      {translate('floorPack.reopen')}
    </Button>
  );
};
