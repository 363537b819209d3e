import { useEffect, useId, useMemo, useState, type KeyboardEvent } from 'react';
import HistoryIcon from '@mui/icons-material/History';
import SearchIcon from '@mui/icons-material/Search';
import {
  Dialog,
  InputAdornment,
  List,
  ListItemButton,
  ListItemIcon,
  ListItemText,
  ListSubheader,
  TextField,
  Typography,
} from '@mui/material';
import { useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { useRole } from '../../app/permissions';
import { matchPages, type PageMatch } from './matchPages';
import { pagesFor } from './searchIndex';

interface SearchDialogProps {
  open: boolean;
  onClose(): void;
  recentPaths: readonly string[];
}

/**
 * The search menu: type a page's name in any language, move with Up and Down, open with Enter
 * (or a click), close with Esc. It only lists pages the role may open.
 */
export const SearchDialog = ({ open, onClose, recentPaths }: SearchDialogProps) => {
  const translate = useTranslate();
  const navigate = useNavigate();
  const role = useRole();
  const listId = useId();
  const [query, setQuery] = useState('');
  const [active, setActive] = useState(0);
  const matches = useMemo(
    () => (open ? matchPages(pagesFor(role), query, recentPaths) : []),
    [open, role, query, recentPaths],
  );
  const optionId = (index: number) => `${listId}-${index}`;

  useEffect(() => {
    document.getElementById(`${listId}-${active}`)?.scrollIntoView({ block: 'nearest' });
  }, [listId, active]);

  const choose = (match: PageMatch | undefined) => {
    if (!match) return;
    onClose();
    navigate(match.page.route.path);
  };

  const onKeyDown = (event: KeyboardEvent) => {
    // Ctrl+K here would open the menu afresh (useSearchShortcut skips a handled key).
    if ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 'k') event.preventDefault();
    const count = matches.length;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (count === 0) return;
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((index) => (index + step + count) % count);
    } else if (event.key === 'Enter') {
      event.preventDefault();
      choose(matches[active]);
    }
  };

  const heading = (index: number) => {
    const { recent } = matches[index];
    if (index > 0 && matches[index - 1].recent === recent) return null;
    return (
      <ListSubheader
        key={recent ? 'recent' : 'pages'}
        role="presentation"
        sx={{ lineHeight: '32px' }}
      >
        {translate(recent ? 'search.recent' : 'search.pages')}
      </ListSubheader>
    );
  };

  return (
    <Dialog
      open={open}
      onClose={onClose}
      fullWidth
      maxWidth="sm"
      slotProps={{
        paper: { sx: { alignSelf: 'flex-start', mt: 10 } },
      }}
    >
      <TextField
        autoFocus
        fullWidth
        value={query}
        placeholder={translate('search.placeholder')}
        onChange={(event) => {
          setQuery(event.target.value);
          setActive(0);
        }}
        onKeyDown={onKeyDown}
        sx={{ p: 1.5 }}
        slotProps={{
          input: {
            startAdornment: (
              <InputAdornment position="start">
                <SearchIcon />
              </InputAdornment>
            ),
          },
          htmlInput: {
            role: 'combobox',
            'aria-label': translate('search.open'),
            'aria-expanded': true,
            'aria-controls': listId,
            'aria-activedescendant': matches.length > 0 ? optionId(active) : undefined,
          },
        }}
      />
      <List id={listId} role="listbox" dense sx={{ maxHeight: '60vh', overflowY: 'auto', pt: 0 }}>
        {matches.flatMap((match, index) => [
          heading(index),
          <ListItemButton
            key={match.page.route.path}
            id={optionId(index)}
            role="option"
            aria-selected={index === active}
            selected={index === active}
            onClick={() => choose(match)}
            onMouseMove={() => setActive(index)}
          >
            <ListItemIcon>
              <match.page.route.icon />
            </ListItemIcon>
            <ListItemText
              primary={translate(match.page.route.titleKey, { smart_count: 2 })}
              secondary={match.page.section && translate(match.page.section.titleKey)}
            />
            {match.recent && <HistoryIcon fontSize="small" color="action" />}
          </ListItemButton>,
        ])}
      </List>
      {matches.length === 0 && (
        <Typography sx={{ px: 3, pb: 2 }} color="text.secondary">
          {translate('search.empty', { query })}
        </Typography>
      )}
      <Typography variant="caption" color="text.secondary" sx={{ px: 2, pb: 1 }}>
        {translate('search.hint')}
      </Typography>
    </Dialog>
  );
};
