/**
 * The order the write hooks run in, from what each declares it reads and writes: a hook runs
 * after every other that writes what it reads (and after those its `after` names), so within a
 * round each sees the others' work of that round and the rounds settle at once. Among hooks free
 * to run, the one declared first goes first. A cycle is a bug of the declarations: an error at
 * start-up.
 */
import type { DeclaredHook, Touched } from './entityModule';

/** Does writing `written` change what reading `read` reads? */
export function overlaps(written: Touched, read: Touched): boolean {
  if (read === '*' || written === read) return true;
  return read.startsWith(`${written}.`) || written.startsWith(`${read}.`);
}

/** `earlier` must run before `later`: it writes what `later` reads, or `later` says so. */
export function mustPrecede(earlier: DeclaredHook, later: DeclaredHook): boolean {
  if (earlier === later) return false;
  if (later.after?.includes(earlier.name)) return true;
  return earlier.writes.some((written) => later.reads.some((read) => overlaps(written, read)));
}

export function orderHooks(hooks: readonly DeclaredHook[]): DeclaredHook[] {
  const names = new Set(hooks.map((hook) => hook.name));
  for (const hook of hooks)
    for (const name of hook.after ?? [])
      if (!names.has(name)) throw new Error(`Write hook ${hook.name} follows unknown hook ${name}`);
  if (names.size !== hooks.length) throw new Error('Two write hooks share a name');
  const ordered: DeclaredHook[] = [];
  const waiting = [...hooks];
  while (waiting.length > 0) {
    const next = waiting.findIndex((hook) => waiting.every((other) => !mustPrecede(other, hook)));
    if (next === -1)
      throw new Error(
        `Write hooks in a cycle: ${waiting.map((hook) => hook.name).join(', ')} each wait for another`,
      );
    ordered.push(...waiting.splice(next, 1));
  }
  return ordered;
}
