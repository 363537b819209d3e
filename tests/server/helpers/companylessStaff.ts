/**
 * Demo data holding company-role users without a company, as written before the API required one
 * (docs/decisions.md, "Limits of amounts"): such a user sees no scoped rows and manages nobody.
 * The API no longer makes them, so a test of that behaviour starts its server with them stored.
 */
import { hashPassword } from '../../../server/db/password';
import { STAFF_PASSWORD } from './staffAccounts';
import { demoDataText, testNow } from './testServer';
import type { Row } from './types';

/** Username of the stored company-role user without a company, by role. */
export const companyless = (role: string) => `companyless.${role.toLowerCase()}`;

const ROLES = ['COMPANY_ADMIN', 'COMPANY_USER'];

/** The demo data and one user per company role of ROLES with no company, password STAFF_PASSWORD. */
export function dataWithCompanylessStaff(): string {
  const data = JSON.parse(demoDataText()) as { users: Row[] };
  const firstId = Math.max(...data.users.map((user) => Number(user.id))) + 1;
  const at = new Date(testNow()).toISOString();
  ROLES.forEach((role, index) =>
    data.users.push({
      id: firstId + index,
      username: companyless(role),
      name: `Companyless ${role}`,
      role,
      isActive: true,
      answeredCount: 0,
      createdAt: at,
      updatedAt: at,
      passwordHash: hashPassword(STAFF_PASSWORD, `companyless${index}`),
    }),
  );
  return JSON.stringify(data);
}
