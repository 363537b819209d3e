import { Box, Breadcrumbs, Link as MuiLink, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { Link, useLocation } from 'react-router-dom';
import { currentRoute } from '../../routing/currentRoute';
import { appRoutes, appSections } from '../../core/generated/routes';

/**
 * Where the user is: the section, the list or page the current one belongs to (a record's list,
 * a hidden page's menu entry), then the page's own title. The last is react-admin's title portal
 * (`#react-admin-title`, where a page's <Title> renders, e.g. a record's name); while no page
 * fills it, the route's title shows instead.
 */
export const PageHeading = () => {
  const translate = useTranslate();
  const { pathname } = useLocation();
  const route = currentRoute(pathname);
  const title = (titleKey: string) => translate(titleKey, { smart_count: 2 });
  const section = appSections.find((candidate) => candidate.name === route?.section);
  const parent = route?.activeMenu
    ? appRoutes.find((candidate) => candidate.path === route.activeMenu)
    : route?.kind === 'resource' && pathname !== route.path
      ? route
      : undefined;

  return (
    <Breadcrumbs
      aria-label={translate('shell.menu.breadcrumb')}
      color="inherit"
      sx={{
        flex: 1,
        minWidth: 0,
        '& ol': { flexWrap: 'nowrap' },
        '& li': { minWidth: 0 },
        // Phones show the page's title only.
        '& li:not(:last-of-type), & .MuiBreadcrumbs-separator': {
          display: { xs: 'none', md: 'flex' },
        },
      }}
    >
      {section && (
        <Typography component="span" noWrap sx={{ opacity: 0.7 }}>
          {translate(section.titleKey)}
        </Typography>
      )}
      {parent && (
        <MuiLink component={Link} to={parent.path} color="inherit" underline="hover" noWrap>
          {title(parent.titleKey)}
        </MuiLink>
      )}
      <Box
        component="span"
        sx={{
          display: 'block',
          overflow: 'hidden',
          textOverflow: 'ellipsis',
          whiteSpace: 'nowrap',
        }}
      >
        <Typography
          component="span"
          id="react-admin-title"
          noWrap
          sx={{ fontWeight: 500, '&:empty': { display: 'none' } }}
        />
        <Typography
          component="span"
          noWrap
          sx={{ fontWeight: 500, '#react-admin-title:not(:empty) + &': { display: 'none' } }}
        >
          {route ? title(route.titleKey) : ''}
        </Typography>
      </Box>
    </Breadcrumbs>
  );
};
