import { Box, Card, CardContent, Typography } from '@mui/material';
import { Children, isValidElement, type ReactNode } from 'react';
import { Labeled, useTranslate } from 'react-admin';

interface FieldGroupProps {
  /** i18n key of the group's title. */
  title: string;
  /** Fields, each labelled from its source as on a generated page. */
  children: ReactNode;
  /** One field in one column (a timeline), named by the group's title alone. */
  wide?: boolean;
}

/** A titled card of a record's page holding related fields (sizes, money, dates...). */
export const FieldGroup = ({ title, children, wide = false }: FieldGroupProps) => {
  const translate = useTranslate();
  return (
    <Card variant="outlined" component="section" aria-label={translate(title)}>
      <CardContent>
        <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 500, mb: 1 }}>
          {translate(title)}
        </Typography>
        <Box
          sx={{
            display: 'grid',
            gap: 1.5,
            gridTemplateColumns: wide ? '1fr' : 'repeat(auto-fill, minmax(170px, 1fr))',
          }}
        >
          {wide
            ? children
            : Children.map(children, (field) =>
                isValidElement(field) ? (
                  <Labeled sx={{ alignItems: 'flex-start' }}>{field}</Labeled>
                ) : null,
              )}
        </Box>
      </CardContent>
    </Card>
  );
};
