import { useMemo, type ReactNode } from 'react';
import { ThemeProvider, type Theme } from '@mui/material/styles';
import { useTranslate } from 'react-admin';

/**
 * MUI's components speak English unless given their texts; react-admin passes some (its
 * AutocompleteInput's open/close/clear, its pagination's labels), not all. This gives the rest as
 * theme defaults, in the user's language, to everything under it.
 */
export const LocalizedMuiTexts = ({ children }: { children: ReactNode }) => {
  const translate = useTranslate();
  // A new theme re-renders everything under it: make one per language, not per render.
  const localized = useMemo(() => {
    const text = (key: string, options?: object) => translate(`muiTexts.${key}`, options);
    return (outer: Theme): Theme => ({
      ...outer,
      components: {
        ...outer.components,
        MuiAutocomplete: {
          ...outer.components?.MuiAutocomplete,
          defaultProps: {
            ...outer.components?.MuiAutocomplete?.defaultProps,
            noOptionsText: text('noOptions'),
            loadingText: text('loading'),
            openText: text('open'),
            closeText: text('close'),
            clearText: text('clear'),
          },
        },
        MuiAlert: {
          ...outer.components?.MuiAlert,
          defaultProps: { ...outer.components?.MuiAlert?.defaultProps, closeText: text('close') },
        },
        MuiBreadcrumbs: {
          ...outer.components?.MuiBreadcrumbs,
          defaultProps: {
            ...outer.components?.MuiBreadcrumbs?.defaultProps,
            expandText: text('showPath'),
          },
        },
        MuiPagination: {
          ...outer.components?.MuiPagination,
          defaultProps: {
            ...outer.components?.MuiPagination?.defaultProps,
            // The <nav>'s name: MUI's is English ("pagination navigation").
            'aria-label': text('pagination'),
            getItemAriaLabel: (type, page) =>
              type === 'page' ? text('page', { page }) : text(`${type}Page`),
          },
        },
        // react-admin's list pagination on phones: MUI's arrows and range, with react-admin's
        // words for them as its wider pagination uses.
        MuiTablePagination: {
          ...outer.components?.MuiTablePagination,
          defaultProps: {
            ...outer.components?.MuiTablePagination?.defaultProps,
            getItemAriaLabel: (type) => translate(`ra.navigation.${type}`),
            labelRowsPerPage: translate('ra.navigation.page_rows_per_page'),
            labelDisplayedRows: ({ from, to, count }) =>
              count === -1
                ? translate('ra.navigation.partial_page_range_info', {
                    offsetBegin: from,
                    offsetEnd: to,
                  })
                : translate('ra.navigation.page_range_info', {
                    offsetBegin: from,
                    offsetEnd: to,
                    total: count,
                  }),
          },
        },
      },
    });
  }, [translate]);
  return <ThemeProvider theme={localized}>{children}</ThemeProvider>;
};
