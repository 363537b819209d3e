/** The roles a demo user may sign in with: every role but the refused (CLIENT, refused at login). */
import { REFUSED_ROLES, ROLES, type Role } from '../../../src/core/generated/access';

export const SIGN_IN_ROLES: readonly Role[] = ROLES.filter((role) => !REFUSED_ROLES.includes(role));
