import { Button } from '@mui/material';
import { useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';

/** Back to the home page (/ redirects to the dashboard). */
export const HomeButton = () => {
  const translate = useTranslate();
  return (
    <Button component={Link} to="/" variant="contained">
      {translate('action.backHome')}
    </Button>
  );
};
