/** The part of json-server 0.17 we use: its router over a lowdb instance (it ships no types). */
declare module 'json-server' {
  import type { Request, Response, Router } from 'express';

  interface JsonServerRouter extends Router {
    /** Called with `res.locals.data` set (or nothing, for a 404) after every handled request. */
    render: (req: Request, res: Response) => void;
  }

  interface JsonServer {
    /** `db` is a lowdb instance (or a file path / plain object, which we do not use). */
    router(db: object, options?: { foreignKeySuffix?: string }): JsonServerRouter;
  }

  const jsonServer: JsonServer;
  export default jsonServer;
}
