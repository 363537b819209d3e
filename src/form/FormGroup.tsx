import { Box, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';

interface FormGroupProps {
  /** i18n key of the section's title (schema `groups`: `resources.<route>.groups.<name>`). */
  title: string;
  children: ReactNode;
}

/**
 * A titled section of a form (schema `groups`), its inputs side by side as far as the width
 * allows, so that a long form is read by what it is about; a multi-line text takes a whole row.
 * A fieldset: screen readers name its inputs' group by the title.
 */
export const FormGroup = ({ title, children }: FormGroupProps) => {
  const translate = useTranslate();
  return (
    <Box
      component="fieldset"
      sx={{
        width: '100%',
        m: 0,
        px: 2,
        pt: 1,
        pb: 0,
        border: 1,
        borderColor: 'divider',
        borderRadius: 1,
        minWidth: 0,
      }}
    >
      <Typography component="legend" variant="subtitle1" sx={{ px: 1, fontWeight: 500 }}>
        {translate(title)}
      </Typography>
      <Box
        sx={{
          display: 'grid',
          columnGap: 2,
          gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 220px), 1fr))',
          '& > :has(textarea)': { gridColumn: '1 / -1' },
        }}
      >
        {children}
      </Box>
    </Box>
  );
};
