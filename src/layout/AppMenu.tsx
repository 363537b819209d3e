import { Fragment } from 'react';
import { ListSubheader } from '@mui/material';
import { Menu, usePermissions, useTranslate } from 'react-admin';
import { menuSections, resourceDefinitions, type ResourceDefinition } from '../generated/resources';
import { canAccess } from '../registry/access';

/**
 * The menu follows the role: a page appears only when the role may list it, and a section
 * only when one of its pages does (SPEC 2, 6).
 */
export const AppMenu = () => {
  const { permissions: role } = usePermissions<string>();
  const translate = useTranslate();
  const visible = (r: ResourceDefinition) => canAccess(role, 'list', r.name);
  const item = (r: ResourceDefinition) => <Menu.ResourceItem key={r.route} name={r.route} />;
  const topLevel = resourceDefinitions.filter((r) => r.section === undefined && visible(r));
  return (
    <Menu>
      {menuSections.map((section) => {
        const pages = resourceDefinitions.filter((r) => r.section === section.name && visible(r));
        if (pages.length === 0) return null;
        return (
          <Fragment key={section.name}>
            <ListSubheader sx={{ lineHeight: '32px', mt: 1, bgcolor: 'transparent' }}>
              {translate(`menu.${section.name}`)}
            </ListSubheader>
            {pages.map(item)}
          </Fragment>
        );
      })}
      {topLevel.map(item)}
    </Menu>
  );
};
