import { lazy, Suspense, useState } from 'react';
import TuneIcon from '@mui/icons-material/Tune';
import { useTranslate } from 'react-admin';
import { useOpenedOnce } from '../../dialog/useOpenedOnce';
import { HeaderIconButton } from './HeaderIconButton';

// Loaded on first use: most sessions never open it.
const SettingsDrawer = lazy(() => import('../settings/SettingsDrawer'));

/** Opens the layout settings drawer. */
export const SettingsButton = () => {
  const translate = useTranslate();
  const [open, setOpen] = useState(false);
  const wanted = useOpenedOnce(open);
  return (
    <>
      <HeaderIconButton
        label={translate('shell.header.settings')}
        icon={<TuneIcon />}
        hasPopup="dialog"
        expanded={open}
        onClick={() => setOpen(true)}
      />
      {wanted && (
        <Suspense fallback={null}>
          <SettingsDrawer open={open} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
};
