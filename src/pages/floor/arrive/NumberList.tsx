/** A titled list of numbers (missing, extra, of another batch), usable on a phone. */
import { List, ListItem, ListItemText, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';

interface Props {
  title: string;
  /** Each row: the number, and what is said of it (its box, its batch). */
  rows: readonly { primary: string; secondary?: string }[];
  /** All there are, when the rows are the first of them. */
  total: number;
  testId: string;
}

export const NumberList = ({ title, rows, total, testId }: Props) => {
  const translate = useTranslate();
  return (
    <section data-testid={testId}>
      <Typography variant="h6" component="h2">
        {title} ({total})
      </Typography>
      {rows.length === 0 ? (
        <Typography color="text.secondary">{translate('floorArrive.lists.none')}</Typography>
      ) : (
        <List dense disablePadding>
          {rows.map((row) => (
            <ListItem key={row.primary} disableGutters>
              <ListItemText primary={row.primary} secondary={row.secondary} />
            </ListItem>
          ))}
        </List>
      )}
      {total > rows.length && (
        <Typography color="text.secondary">
          {translate('floorArrive.lists.more', { count: total - rows.length })}
        </Typography>
      )}
    </section>
  );
};
