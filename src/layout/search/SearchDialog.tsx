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
import { useLocale, useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { useRole } from '../../permissions';
import { formatChoice } from '../../format/recordRepresentation';
import { appRoutes } from '../../core/generated/routes';
import { menuIcons } from '../generated/menuIcons';
import { matchPages, type PageMatch } from './matchPages';
import { pagesFor } from './searchIndex';
import { useRecordMatches, type RecordMatch } from './useRecordMatches';

interface SearchDialogProps {
  open: boolean;
  onClose(): void;
  recentPaths: readonly string[];
}

/** One line of the results: a page, or a record found by the list's search. */
type Option = { kind: 'page'; match: PageMatch } | { kind: 'record'; match: RecordMatch };

const optionGroup = (option: Option) =>
  option.kind === 'record' ? 'records' : option.match.recent ? 'recent' : 'pages';
const optionKey = (option: Option) =>
  option.kind === 'page'
    ? option.match.page.route.path
    : `${option.match.meta.route}/${String(option.match.record.id)}`;
/** A record's page, which the search opens. */
const recordPath = ({ meta, record }: RecordMatch) =>
  `/${meta.route}/${encodeURIComponent(String(record.id))}/show`;
const iconOf = (meta: RecordMatch['meta']) => {
  const route = appRoutes.find((r) => r.kind === 'resource' && r.name === meta.name);
  return route && menuIcons[route.icon];
};

/**
 * The search menu: type a page's name in any language, or a parcel's tracking number, a client's
 * code or phone, a box's number (useRecordMatches); move with Up and Down, open with Enter (or a
 * click), close with Esc. It only lists pages and records the role may open.
 */
export const SearchDialog = ({ open, onClose, recentPaths }: SearchDialogProps) => {
  const translate = useTranslate();
  const locale = useLocale();
  const navigate = useNavigate();
  const role = useRole();
  const listId = useId();
  const [query, setQuery] = useState('');
  const [active, setActive] = useState(0);
  const pages = useMemo(
    () => (open ? matchPages(pagesFor(role), query, recentPaths) : []),
    [open, role, query, recentPaths],
  );
  const { records, searching } = useRecordMatches(open ? query : '', role);
  const matches: Option[] = useMemo(
    () => [
      ...pages.map((match) => ({ kind: 'page' as const, match })),
      ...records.map((match) => ({ kind: 'record' as const, match })),
    ],
    [pages, records],
  );
  const optionId = (index: number) => `${listId}-${index}`;

  useEffect(() => {
    document.getElementById(`${listId}-${active}`)?.scrollIntoView({ block: 'nearest' });
  }, [listId, active]);

  const choose = (option: Option | undefined) => {
    if (!option) return;
    onClose();
    navigate(option.kind === 'page' ? option.match.page.route.path : recordPath(option.match));
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
    const group = optionGroup(matches[index]);
    if (index > 0 && optionGroup(matches[index - 1]) === group) return null;
    return (
      <ListSubheader key={group} role="presentation" sx={{ lineHeight: '32px' }}>
        {translate(`search.${group}`)}
      </ListSubheader>
    );
  };

  const optionText = (option: Option) => {
    if (option.kind === 'page') {
      const { page } = option.match;
      return {
        Icon: menuIcons[page.route.icon],
        primary: translate(page.route.titleKey, { smart_count: 2 }),
        secondary: page.section && translate(page.section.titleKey),
      };
    }
    const { meta, record } = option.match;
    return {
      Icon: iconOf(meta),
      primary: formatChoice(meta.name, record, locale, translate),
      secondary: translate(`resources.${meta.route}.name`, { smart_count: 1 }),
    };
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
        {matches.flatMap((option, index) => {
          const { Icon, primary, secondary } = optionText(option);
          return [
            heading(index),
            <ListItemButton
              key={optionKey(option)}
              id={optionId(index)}
              role="option"
              aria-selected={index === active}
              selected={index === active}
              onClick={() => choose(option)}
              onMouseMove={() => setActive(index)}
            >
              <ListItemIcon>{Icon && <Icon />}</ListItemIcon>
              <ListItemText primary={primary} secondary={secondary} />
              {option.kind === 'page' && option.match.recent && (
                <HistoryIcon fontSize="small" color="action" />
              )}
            </ListItemButton>,
          ];
        })}
      </List>
      {matches.length === 0 && (
        <Typography sx={{ px: 3, pb: 2 }} color="text.secondary">
          {translate(searching ? 'search.searching' : 'search.empty', { query })}
        </Typography>
      )}
      <Typography variant="caption" color="text.secondary" sx={{ px: 2, pb: 1 }}>
        {translate('search.hint')}
      </Typography>
    </Dialog>
  );
};
