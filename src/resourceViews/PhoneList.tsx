import { Box, List, ListItem, ListItemButton, useMediaQuery } from '@mui/material';
import type { ReactElement, ReactNode } from 'react';
import {
  LinkBase,
  RecordContextProvider,
  useCreatePath,
  useListContext,
  useResourceContext,
} from 'react-admin';
import { PHONE_SCREEN } from '../core/screen';
import { useListView } from './ListViewContext';
import { RowButtons } from './RowButton';

interface PhoneListProps {
  /** What names the record, on its first line (schema `phoneList.primary`). */
  primary: ReactElement;
  /** Beside it, at the end of the line (a status). */
  tertiary?: ReactElement;
  /** The second line, one after another. */
  secondary?: ReactElement[];
  /** Whether a card opens its record's page (rows of figures may be no record). */
  linked?: boolean;
}

const CARD = { display: 'block', py: 1, width: '100%' } as const;

/**
 * A list under 600 px (schema `phoneList`): a card per record, its name and status on the first
 * line and a few figures below, opening the record's page, with the row's buttons beside it (not
 * inside the link). The table it stands for would be cut off at the right.
 */
export const PhoneList = ({ primary, tertiary, secondary = [], linked = true }: PhoneListProps) => {
  const { data } = useListContext();
  const resource = useResourceContext();
  const createPath = useCreatePath();
  const { rowActions: RowActions } = useListView();
  if (!data || !resource) return null;
  const content = (
    <>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, fontWeight: 500 }}>
        <Box sx={{ flex: 1, minWidth: 0, overflowWrap: 'anywhere' }}>{primary}</Box>
        {tertiary}
      </Box>
      {secondary.length > 0 && (
        <Box
          sx={{
            display: 'flex',
            flexWrap: 'wrap',
            columnGap: 2,
            rowGap: 0.5,
            alignItems: 'baseline',
            mt: 0.5,
            typography: 'body2',
            color: 'text.secondary',
            // Fields draw their own typography: on a card they read as one line of small text.
            '& .MuiTypography-root': { font: 'inherit', color: 'inherit' },
          }}
        >
          {secondary}
        </Box>
      )}
    </>
  );
  return (
    <List disablePadding>
      {data.map((record) => (
        <RecordContextProvider key={record.id} value={record}>
          <ListItem
            divider
            disablePadding
            secondaryAction={
              RowActions && (
                <RowButtons>
                  <RowActions />
                </RowButtons>
              )
            }
          >
            {linked ? (
              <ListItemButton
                component={LinkBase}
                to={createPath({ resource, id: record.id, type: 'show' })}
                sx={CARD}
              >
                {content}
              </ListItemButton>
            ) : (
              <Box sx={{ ...CARD, px: 2 }}>{content}</Box>
            )}
          </ListItem>
        </RecordContextProvider>
      ))}
    </List>
  );
};

/**
 * The list's table, or under 600 px its cards. A page drawn on the server is drawn for its
 * layout's screen (src/core/screen.ts), and the browser takes that drawing over as it was.
 */
export const PhoneOrTable = ({ phone, children }: { phone: ReactElement; children: ReactNode }) =>
  useMediaQuery(PHONE_SCREEN) ? phone : <>{children}</>;
