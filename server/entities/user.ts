/**
 * A staff user's server behaviour: a company role belongs to a company, whoever writes a user
 * outranks them, their answered feedback is counted, and their sessions end when what signs them
 * in or what they may see changes.
 */
import { companyRoleRule } from '../access/companyRoleRule';
import { userWriteRefusal } from '../access/userAuthority';
import { resetPassword } from '../auth/userActions';
import { endSessionsHook } from '../auth/sessionsHook';
import { answeredCountHook } from '../feedback/answeredCountHook';
import type { EntityModule } from './entityModule';

export const userEntity = {
  writeRule: companyRoleRule,
  writerCheck: userWriteRefusal,
  hooks: [
    {
      name: 'answeredCount',
      reads: ['feedback.answeredBy'],
      writes: ['user.answeredCount'],
      run: answeredCountHook,
    },
    // The sessions it ends are no registry resource.
    { name: 'endSessions', reads: ['user'], writes: [], run: endSessionsHook },
  ],
  actions: { resetPassword: { plan: resetPassword } },
} satisfies EntityModule<'user'>;
