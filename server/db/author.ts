/** Who makes a write, and as what: every transaction names one, and the audit log keeps it. */
export interface Author {
  /** The signed-in user; absent for the server's own writes (the demo data's first load). */
  userId?: number;
  username: string;
  role?: string;
  /** `create`, `update`, `delete`, or the business action's name. */
  action: string;
}

/** The server's own settings (its token secret). */
export const SERVER_AUTHOR: Author = { username: 'server', action: 'update' };

/** The demo data's first load into a new database: no user's write, so no audit entries. */
export const DEMO_DATA_LOAD: Author = { username: 'server', action: 'load' };
