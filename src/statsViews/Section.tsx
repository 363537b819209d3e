import { Card, CardContent, CardHeader } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';

interface SectionProps {
  /** i18n key of the section's heading, with its arguments. */
  title: string;
  titleArgs?: Record<string, unknown>;
  action?: ReactNode;
  children: ReactNode;
}

/** A titled card holding one chart or table of a statistics page. */
export const Section = ({ title, titleArgs, action, children }: SectionProps) => {
  const translate = useTranslate();
  return (
    <Card variant="outlined" sx={{ mb: 2 }}>
      <CardHeader
        title={translate(title, titleArgs)}
        slotProps={{ title: { variant: 'subtitle1', component: 'h2' } }}
        action={action}
      />
      <CardContent sx={{ pt: 0 }}>{children}</CardContent>
    </Card>
  );
};
