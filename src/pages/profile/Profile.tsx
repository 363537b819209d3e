import { Alert, Button, Card, CardActions, CardContent } from '@mui/material';
import {
  FunctionField,
  SimpleShowLayout,
  TextField,
  useTranslate,
  type RaRecord,
} from 'react-admin';
import { Link } from 'react-router-dom';
import type { UserInfo } from '../../session/session';
import { appRoutes } from '../../core/generated/routes';
import { resources } from '../../core/generated/registry';
import { canAccessRoute, normalizeRole } from '../../core/rules/access';
import { LiveTitle } from '../../layout/header/LiveTitle';
import { SuspenseProgress } from '../../pageLoading/TopProgressBar';
import { useUserInfo } from './useUserInfo';

const updatePassword = appRoutes.find((route) => route.name === 'updatePassword');
/** Labels are the user resource's own (registry), so they read the same as in the users list. */
const label = (field: string) => `resources.${resources.user.route}.fields.${field}`;

const ProfileCard = ({ info }: { info: UserInfo }) => {
  const translate = useTranslate();
  const role = normalizeRole(info.role);
  const record = { ...info, id: info.username } as RaRecord;
  const canUpdatePassword =
    updatePassword !== undefined && canAccessRoute(role, updatePassword.path);
  return (
    <Card sx={{ mt: 2, maxWidth: 640 }}>
      <CardContent sx={{ p: 0 }}>
        <SimpleShowLayout record={record}>
          <TextField source="username" label={label('username')} />
          <TextField source="name" label={label('name')} emptyText="common.empty" />
          <FunctionField
            source="role"
            label={label('role')}
            render={() =>
              role === undefined ? translate('common.empty') : translate(`roles.${role}`)
            }
          />
          <TextField source="companyName" label={label('companyId')} emptyText="common.empty" />
          <TextField source="email" label={label('email')} emptyText="common.empty" />
          <TextField source="phone" label={label('phone')} emptyText="common.empty" />
        </SimpleShowLayout>
      </CardContent>
      {canUpdatePassword && (
        <CardActions sx={{ px: 2, pb: 2 }}>
          <Button component={Link} to={updatePassword.path} variant="outlined">
            {translate(updatePassword.titleKey)}
          </Button>
        </CardActions>
      )}
    </Card>
  );
};

/** /system/profile: who is signed in, from GET /api/user/info. */
export const Profile = () => {
  const translate = useTranslate();
  const state = useUserInfo();
  return (
    <>
      <LiveTitle title="routes.profile" />
      {state.status === 'loading' && <SuspenseProgress />}
      {state.status === 'failed' && (
        <Alert severity="error" sx={{ mt: 2 }}>
          {translate(state.message, { _: state.message })}
        </Alert>
      )}
      {state.status === 'loaded' && <ProfileCard info={state.info} />}
    </>
  );
};
