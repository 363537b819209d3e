import { Button } from '@mui/material';
import CloseFullscreenIcon from '@mui/icons-material/CloseFullscreen';
import { useTranslate } from 'react-admin';

/** The way back from enlarged content, always in sight (Esc does the same). */
export const ExitEnlargeButton = ({ onClick }: { onClick: () => void }) => {
  const translate = useTranslate();
  return (
    <Button
      variant="contained"
      size="small"
      startIcon={<CloseFullscreenIcon />}
      onClick={onClick}
      sx={{ position: 'fixed', right: 16, bottom: 16, zIndex: (theme) => theme.zIndex.speedDial }}
    >
      {translate('shell.header.exitEnlarge')}
    </Button>
  );
};
